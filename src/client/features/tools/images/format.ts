export { formatFileSize as formatBytes } from '@shared/documents';

import { shortDate } from '@/lib/format';

/** An upload's time as a day: 'updated Nov 26, 2026'. */
export const formatDate = (iso: string) => `updated ${shortDate(iso)}`;
