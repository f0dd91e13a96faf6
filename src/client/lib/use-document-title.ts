import { useEffect } from 'react';

export const SITE_TITLE = 'The Breakfast Club';

/** Sets the tab title to '{title} | The Breakfast Club' while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === SITE_TITLE ? `${SITE_TITLE} - Gymnastics Business Resources` : `${title} | ${SITE_TITLE}`;
  }, [title]);
}
