export { formatFileSize as formatBytes } from '@shared/documents';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/** An upload's time as a day: 'updated Nov 26, 2026'. */
export const formatDate = (iso: string) => `updated ${when.format(new Date(iso))}`;
