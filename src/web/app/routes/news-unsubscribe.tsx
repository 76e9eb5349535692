import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { queryParams } from '#web/config/paths';
import { NewsUnsubscribe } from '#web/features/news/components/news-unsubscribe';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** The unsubscribe link in a news mail's text: open to anyone holding the link, no sign-in. */
export default function NewsUnsubscribeRoute() {
  useDocumentTitle(copy.news.unsubscribe.heading);
  const [searchParams] = useSearchParams();
  return (
    <Card className="stack">
      <h1>{copy.news.unsubscribe.heading}</h1>
      <NewsUnsubscribe token={searchParams.get(queryParams.newsUnsubscribeToken)} />
    </Card>
  );
}
