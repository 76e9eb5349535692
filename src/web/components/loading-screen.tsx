import { Spinner } from './ui/spinner';

/** Shown before the first screen is ready (its code or data is still on the way). */
export function LoadingScreen() {
  return (
    <main id="main">
      <Spinner />
    </main>
  );
}
