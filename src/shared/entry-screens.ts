// The screens a new member opens before she has a session (the passphrase, signing in, making her
// account), each with the names of the web app's chunks that draw it (Vite names a lazy route's
// chunk after its file). The server names those chunks in the page so that a phone fetches them
// beside the entry script instead of after it has run (decision 31's member chunk, for these).
export const entryScreenChunks: Readonly<Record<string, readonly string[]>> = {
  '/password': ['entry-layout', 'gate'],
  '/login': ['entry-layout', 'login'],
  '/register': ['entry-layout', 'register'],
};
