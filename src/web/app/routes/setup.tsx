import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { queryParams } from '#web/config/paths';
import { SetupForm } from '#web/features/setup/components/setup-form';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** First-run setup: the one-time link from the server's start-up output creates the first admin. */
export default function SetupRoute() {
  useDocumentTitle(copy.setup.heading);
  const [searchParams] = useSearchParams();
  return (
    <Card>
      <h1>{copy.setup.heading}</h1>
      <SetupForm token={searchParams.get(queryParams.setupToken)} />
    </Card>
  );
}
