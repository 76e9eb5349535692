/**
 * The id of the JSON data block in which the server sends a member screen's first API answers with
 * the page (src/server/web/first-answers.ts), read once by the web app (src/web/lib/first-answers.ts).
 */
export const firstAnswersElementId = 'first-answers';
