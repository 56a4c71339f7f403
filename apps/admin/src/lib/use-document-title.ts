import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Back office';

/** "Orders · Back office": each page names itself for tabs, history and screen readers. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${TITLE_SUFFIX}` : TITLE_SUFFIX;
  }, [title]);
}
