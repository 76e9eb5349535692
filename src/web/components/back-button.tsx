import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Button } from './ui/button';

// React Router numbers the entries it creates; 0 is the first page opened in this tab.
function canGoBackInApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** Goes back where the member came from, or to `fallback` when the page was opened from outside. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (canGoBackInApp()) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button variant="ghost" onClick={goBack}>
      <span aria-hidden="true">←</span>
      {copy.detail.back}
    </Button>
  );
}
