// The contract between the build, which prerenders the landing page (scripts/build-landing.ts), and
// the server, which fills in the current settings per request (src/server/web/fill-landing.ts).

/**
 * The settings that change at run time stand in the built page as these words. They hold no
 * character that HTML escapes, so React writes them exactly as they are.
 */
export const landingPlaceholders = {
  siteName: '%SITE_NAME%',
  joinUrl: '%JOIN_URL%',
  communityUrl: '%COMMUNITY_URL%',
  publicUrl: '%PUBLIC_URL%',
} as const;

/**
 * Where the footer's links to the legal pages go: the server puts in the links of the pages that
 * have something in them, or nothing, so one built page serves every combination of pages.
 */
export const landingLegalLinksPlaceholder = '%LEGAL_LINKS%';

export type LandingValues = Record<keyof typeof landingPlaceholders, string>;

/** Which of the optional links the page shows: a link that is not set hides its whole section. */
export type LandingLinks = { join: boolean; community: boolean };

/** Every combination of links; the build writes one page for each. */
export const landingLinkChoices: readonly LandingLinks[] = [
  { join: false, community: false },
  { join: true, community: false },
  { join: false, community: true },
  { join: true, community: true },
];

/** The built page for a combination of links, in dist/web: landing.html … landing-join-community.html. */
export function landingFileName({ join, community }: LandingLinks): string {
  return `landing${join ? '-join' : ''}${community ? '-community' : ''}.html`;
}
