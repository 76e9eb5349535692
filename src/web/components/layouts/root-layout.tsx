import { Outlet, ScrollRestoration } from 'react-router';
import { useFirstScreenHandover } from '#web/lib/first-screen';

/** Wraps every screen: a new screen starts at the top, going back returns to where you were. */
export default function RootLayout() {
  useFirstScreenHandover();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
