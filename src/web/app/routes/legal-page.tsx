import { useLocation } from 'react-router';
import { copy } from '#shared/copy.js';
import { legalPageKeys, legalPagePaths, type LegalPageKey } from '#shared/legal-pages.js';
import { Card } from '#web/components/ui/card';
import { ArticleBody } from '#web/features/contents/components/article-body';
import { LegalPageView } from '#web/features/legal/components/legal-page-view';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** The page whose address this is; the router sends only the three addresses here. */
function pageAt(pathname: string): LegalPageKey {
  return legalPageKeys.find((key) => legalPagePaths[key] === pathname) ?? 'privacy';
}

/** /privacy, /terms, /tokushoho: open to everyone, no sign-in or passphrase (docs/product.md#legal-pages). */
export default function LegalPageRoute() {
  const page = pageAt(useLocation().pathname);
  useDocumentTitle(copy.legal.titles[page]);
  return (
    <Card>
      <LegalPageView key={page} page={page} renderBody={(html) => <ArticleBody html={html} />} />
    </Card>
  );
}
