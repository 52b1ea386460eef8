import { useEffect } from 'react';

/** Sets the document title: "<title> — Ажур". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} — Ажур`;
  }, [title]);
}
