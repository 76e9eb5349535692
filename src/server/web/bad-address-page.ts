import { copy } from '#shared/copy.js';
import { escapeHtml } from './escape-html.js';

/**
 * What a browser shows for an address the server cannot read at all (a broken percent sign,
 * from a link cut short in a mail or a chat): refused before any route, so neither the web app
 * nor the site's settings are reached. Plain and complete, readable on a phone, one way home.
 */
export const badAddressPage = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(copy.site.notFound)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;font-size:1.125rem;line-height:1.7;color:#2e2722;background:#fbf7f1">
<main style="max-width:32rem;margin:0 auto;padding:3rem 1.25rem">
<h1 style="font-size:1.35rem;line-height:1.5">${escapeHtml(copy.site.notFound)}</h1>
<p>${escapeHtml(copy.site.notFoundHint)}</p>
<p><a href="/" style="display:inline-block;padding:.75rem 1.25rem;color:#fff;background:#a34a28;border-radius:.5rem;text-decoration:none">${escapeHtml(copy.site.toHome)}</a></p>
</main>
</body>
</html>
`;
