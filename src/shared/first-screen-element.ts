// Apart from member-first-screen.ts so that the web app's first script, which removes the written
// screen, does not seem to reach the templates and the copy they read (vite.config.ts decides
// the member chunk from what the entry reaches; decision 38).

/** The element that holds the first screen; the web app hides #root while it is there (base.css). */
export const firstScreenElementId = 'first-screen';
