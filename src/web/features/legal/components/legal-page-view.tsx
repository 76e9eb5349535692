import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import type { LegalPageKey } from '#shared/legal-pages.js';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format-date';
import { useLegalPage } from '../api/get-legal-page';
import './legal-page-view.css';

type LegalPageViewProps = {
  page: LegalPageKey;
  /** Shows the page's sanitized HTML (the route uses the articles' body styles). */
  renderBody: (html: string) => ReactNode;
};

/** A legal page at its public address: title, last update (business time zone) and the text. */
export function LegalPageView({ page, renderBody }: LegalPageViewProps) {
  const legalPage = useLegalPage(page);
  const title = copy.legal.titles[page];
  const notPublished = legalPage.error instanceof ApiError && legalPage.error.status === 404;

  let content: ReactNode;
  if (legalPage.data) {
    const [updatedOn] = formatDateTime(legalPage.data.updatedAt);
    content = (
      <>
        <p className="legal-page__updated">{copy.legal.updatedOn(updatedOn)}</p>
        {renderBody(legalPage.data.body)}
      </>
    );
  } else if (notPublished) {
    content = <p className="legal-page__missing">{copy.legal.notPublished}</p>;
  } else if (legalPage.isError) {
    content = <QueryProblem query={legalPage} />;
  } else {
    content = <Spinner />;
  }

  return (
    <article className="legal-page">
      <h1>{title}</h1>
      {content}
      {/* The landing page is the server's own document: a full page load, not a route. */}
      <p className="legal-page__back">
        <a href={paths.landing}>{copy.legal.toLanding}</a>
      </p>
    </article>
  );
}
