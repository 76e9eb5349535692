import { isRouteErrorResponse, useRouteError } from 'react-router';
import { copy } from '#shared/copy.js';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useFirstScreenHandover } from '#web/lib/first-screen';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import './route-error.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return copy.site.unknownError;
}

/**
 * Last line of defence for a screen that failed to render or to load (for example a screen's code
 * that is gone after a new release); reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  useFirstScreenHandover();
  useDocumentTitle(copy.site.errorHeading);
  return (
    <main id="main" className="route-error">
      <h1>{copy.site.errorHeading}</h1>
      <Alert
        tone="error"
        action={<Button onClick={() => window.location.reload()}>{copy.site.retry}</Button>}
      >
        {copy.site.genericError(describe(error))}
      </Alert>
    </main>
  );
}
