/** "2026-11" → "2026年11月": months are written the Japanese way wherever people read them. */
export const monthName = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/** A mail's subject opens with the site's name in 【】, so she knows at once who writes. */
export const siteSubject = (siteName: string, words: string) => `【${siteName}】${words}`;

/** A mail from the site: its subject and the lines of its body. */
export const siteMail = (siteName: string, subject: string, lines: string[]) => ({
  subject: siteSubject(siteName, subject),
  text: lines.join('\n'),
});
