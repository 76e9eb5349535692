import { copy } from '#shared/copy.js';
import { errorMessage } from '../lib/api-client';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

type QueryProblemProps = { error: unknown; onRetry: () => void; retrying?: boolean };

/**
 * A failed load: what went wrong and a 再読み込み button. The screen keeps showing whatever it had
 * loaded before (TanStack Query keeps it), never made-up samples.
 */
export function QueryProblem({ error, onRetry, retrying = false }: QueryProblemProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button
          variant="secondary"
          onClick={() => {
            if (!retrying) onRetry();
          }}
          aria-disabled={retrying || undefined}
        >
          {retrying ? copy.site.loading : copy.site.retry}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
