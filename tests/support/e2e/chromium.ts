import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Chromium processes this Node process started. Playwright starts each browser as the leader of a
 * process group of its own (Debian's /usr/bin/chromium execs the binary, keeping the PID).
 */
function chromiumChildren(): Set<number> {
  const found = new Set<number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …"; comm may itself hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const commEnd = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, commEnd);
      const parent = Number(stat.slice(commEnd + 2).split(' ')[1]);
      if (parent === process.pid && comm.startsWith('chromium')) found.add(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** The running Chromium's process group ends at once with `kill` (SIGKILL, no goodbye). */
type Killable = { kill: () => void };
export type LaunchedChromium = Killable & { browser: Browser };
export type LaunchedProfile = Killable & { context: BrowserContext };

/**
 * Starts `launch` and finds the Chromium it started (launches here never overlap: the browser tests
 * run one file at a time in one process). `kill` ends that Chromium and everything it started.
 */
async function launchKnowingProcess<T>(launch: () => Promise<T>): Promise<Killable & { launched: T }> {
  const before = chromiumChildren();
  const launched = await launch();
  const started = [...chromiumChildren()].filter((pid) => !before.has(pid));
  if (started.length !== 1) {
    console.warn(
      `[chromium] ${started.length} new Chromium processes after a launch; a wedged one cannot be ended`,
    );
  }
  return {
    launched,
    kill: () => {
      // Only while it is still our child: a PID that ended may since belong to someone else.
      const ours = chromiumChildren();
      for (const pid of started.filter((candidate) => ours.has(candidate))) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

export async function launchChromium(): Promise<LaunchedChromium> {
  const { launched, kill } = await launchKnowingProcess(() =>
    chromium.launch({ executablePath: chromiumPath, args: launchArgs }),
  );
  return { browser: launched, kill };
}

/**
 * A Chromium profile kept in `userDataDir`: unlike browser.newContext() (incognito), Chromium
 * treats the site in it as installable, so the installability check can be asked there.
 */
export async function launchPersistentChromium(
  userDataDir: string,
  options: Omit<LaunchPersistentContextOptions, 'executablePath' | 'args'> = {},
): Promise<LaunchedProfile> {
  const { launched, kill } = await launchKnowingProcess(() =>
    chromium.launchPersistentContext(userDataDir, {
      ...options,
      executablePath: chromiumPath,
      args: launchArgs,
    }),
  );
  return { context: launched, kill };
}

/**
 * Chromium sometimes never answers the request to close a context that ran a service worker
 * (puppeteer/puppeteer#11627; the browser is then wedged for good), and nothing else would stop
 * the wait: Vitest runs fixture cleanups without a time limit. A close that takes longer than `ms`
 * ends that Chromium instead (`kill`), so a wedged browser fails at most the tests still using it,
 * never the whole run. Returns whether the close finished by itself.
 */
export async function closeWithin(
  close: () => Promise<unknown>,
  kill: () => unknown,
  what: string,
  ms = 10_000,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = close().then(
    () => true,
    () => true,
  );
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const inTime = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (!inTime) {
    console.warn(`[chromium] ${what} did not close within ${ms / 1000} s; ending that Chromium`);
    await kill();
  }
  return inTime;
}
