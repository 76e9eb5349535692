// The owner's legal pages (issue 26 item 14): which there are and where visitors read them. The
// server needs the addresses too, for the landing page's footer, so they live here rather than in
// the web app's paths.

export const legalPageKeys = ['privacy', 'terms', 'commerce'] as const;

export type LegalPageKey = (typeof legalPageKeys)[number];

/** The public addresses, open to everyone without a sign-in or the passphrase. */
export const legalPagePaths: Readonly<Record<LegalPageKey, string>> = {
  privacy: '/privacy',
  terms: '/terms',
  commerce: '/tokushoho',
};
