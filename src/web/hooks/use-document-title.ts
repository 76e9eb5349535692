import { useEffect } from 'react';
import { copy } from '#shared/copy.js';

export function formatDocumentTitle(page: string | undefined, siteName: string): string {
  return page ? `${page} | ${siteName}` : siteName;
}

/** The tab title is what people see in history and bookmarks, so every screen names itself. */
export function useDocumentTitle(page?: string, siteName: string = copy.site.defaultName): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page, siteName);
  }, [page, siteName]);
}
