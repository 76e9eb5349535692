import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { siteSettingsQueryOptions } from '#web/features/settings/api/get-site-settings';
import { LandingBody, type LandingSettings } from '#web/landing/landing-page';

/**
 * The real landing page is the server's prerendered /landing (complete HTML, no JavaScript).
 * Reached inside the web app (after logging out), the browser loads that page. Only when this
 * document itself was served for /landing — the dev server, or a build without the page — does
 * the web app show the same page, from the same components, with the current settings.
 */
function servedForLanding(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && new URL(entry.name).pathname === paths.landing;
}

const defaults: LandingSettings = { siteName: copy.site.defaultName, joinUrl: null, communityUrl: null };

export default function LandingRoute() {
  const [isThisDocument] = useState(servedForLanding);
  const settings = useQuery({ ...siteSettingsQueryOptions, enabled: isThisDocument });
  const shown: LandingSettings = settings.data ?? defaults;

  useEffect(() => {
    if (!isThisDocument) window.location.replace(paths.landing);
  }, [isThisDocument]);
  useEffect(() => {
    document.title = copy.landing.title(shown.siteName);
  }, [shown.siteName]);

  if (!isThisDocument) return null;
  return <LandingBody siteName={shown.siteName} joinUrl={shown.joinUrl} communityUrl={shown.communityUrl} />;
}
