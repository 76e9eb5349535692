/**
 * On another Node line, `npm test` loads that line's SQLite build through these two variables
 * (scripts/test-runtimes.mjs); a server process a test starts needs them like the test does.
 */
export const runtimeEnv: Record<string, string> = Object.fromEntries(
  ['NODE_OPTIONS', 'KARADA_SQLITE_BINDING'].flatMap((key) => {
    const value = process.env[key];
    return value === undefined ? [] : [[key, value]];
  }),
);
