import { useEffect } from 'react';
import { documentTitle } from '../public-pages.ts';

/** Names the browser tab after the page ("FAQ's · Stitchdesk"); the home page passes no title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
