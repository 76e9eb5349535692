import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

type LaunchPersistentContextOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>;

export const chromiumPath = '/usr/bin/chromium';

const ensureScript = fileURLToPath(new URL('../../../scripts/ensure-chromium.mjs', import.meta.url));

// Without the networking flags Chromium keeps dialling Google services, which this machine's
// closed network refuses; --no-sandbox because tests run as root.
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's Chromium when missing (as root); otherwise fails with the command to run. */
export function ensureChromium(): void {
  try {
    // The script is the one place that knows how, shared with scripts/test.mjs.
    execFileSync(process.execPath, [ensureScript], { stdio: 'inherit' });
  } catch {
    throw new Error('Chromium is not available for the browser tests; see the message above');
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

/**
 * A Chromium profile kept in `userDataDir`: unlike browser.newContext() (incognito), Chromium
 * treats the site in it as installable, so the installability check can be asked there.
 */
export function launchPersistentChromium(
  userDataDir: string,
  options: Omit<LaunchPersistentContextOptions, 'executablePath' | 'args'> = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: chromiumPath,
    args: launchArgs,
  });
}
