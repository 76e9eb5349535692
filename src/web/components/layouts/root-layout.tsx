import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every screen: a new screen starts at the top, going back returns to where you were. */
export default function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
