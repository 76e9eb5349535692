// Makes sure Debian's Chromium is installed for the browser tests. Playwright's own browser
// download cannot work here (no internet beyond the npm registry and apt), so we use the distro's.
// Usable as a module (ensureChromium) and as a command: `node scripts/ensure-chromium.mjs`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = '/usr/bin/chromium';
export const installCommand = 'apt-get update && apt-get install -y chromium';

function installed() {
  try {
    fs.accessSync(chromiumPath, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Returns the executable path; installs the package when missing and root, else throws. */
export function ensureChromium() {
  if (installed()) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with: sudo ${installCommand.replaceAll('&& ', '&& sudo ')}`,
    );
  }
  console.log(`[chromium] ${chromiumPath} missing; running: ${installCommand}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!installed()) throw new Error(`apt-get finished but ${chromiumPath} is still missing`);
  return chromiumPath;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`[chromium] ready: ${ensureChromium()}`);
  } catch (error) {
    console.error(`[chromium] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
