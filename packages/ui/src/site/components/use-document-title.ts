import { useEffect } from 'react';
import { BRAND } from '@stitchdesk/shared/brand';

/** Names the browser tab after the page ("FAQ's · Stitchdesk"); the home page passes no title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
  }, [title]);
}
