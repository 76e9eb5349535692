import { copy } from '#shared/copy.js';

// Every news mail ends the same way: why she gets it and the link that stops it, with the
// List-Unsubscribe headers (RFC 2369, RFC 8058) that the big mail services ask of bulk mail.

/** The page the link in the mail's text opens: one button, no sign-in. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/news/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The address a mail program POSTs to for one-click unsubscribe (RFC 8058). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/news/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function newsMail(options: {
  to: string;
  subject: string;
  lines: string[];
  publicUrl: string;
  stopToken: string;
}) {
  const { publicUrl, stopToken } = options;
  return {
    to: options.to,
    subject: options.subject,
    text: [
      ...options.lines,
      '',
      '――――',
      copy.news.mailFooter.why,
      copy.news.mailFooter.stop,
      unsubscribePageUrl(publicUrl, stopToken),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, stopToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
