import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

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
