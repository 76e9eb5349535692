// What `npm run lighthouse` and the Lighthouse trace lab (bench/lighthouse-trace-lab.mjs) share: the
// built server on a free port with an empty data folder, a signed-in member, and Chromium's flags.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './build-state.mjs';

// The same flags as the browser tests: Chromium must not dial Google services on this network.
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts dist/node/server/server.js and resolves with its address once it logs 'Server listening at'. */
export function startServer(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/server.js')], {
    // Not the repository: a developer's .env there must not change what is measured.
    cwd: path.dirname(dataDir),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // The landing page as visitors see it on a configured site: join and community links shown.
      JOIN_URL: 'https://join.example.jp/',
      COMMUNITY_URL: 'https://community.example.jp/',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('close', resolve));
  const recent = [];
  const address = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 30 s')), 30_000);
    const watch = (stream) =>
      readline.createInterface({ input: stream }).on('line', (line) => {
        recent.push(line);
        if (recent.length > 30) recent.shift();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    watch(child.stdout);
    watch(child.stderr);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${recent.join('\n')}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(child.pid, 'SIGTERM');
    const killer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  return { pid: child.pid, address, stop };
}

/**
 * A member and her session, written into the server's database with the built server's own code
 * (signing in through the form is rate limited and hashes a password, neither of which is measured
 * here), and the first sample content of the feed.
 */
export async function signInMember(dataDir, baseUrl) {
  const { createDatabase } = await import(path.join(root, 'dist/node/server/db/database.js'));
  const { insertUser } = await import(path.join(root, 'dist/node/server/modules/users/user-repository.js'));
  const { createSession } = await import(
    path.join(root, 'dist/node/server/modules/auth/session-repository.js')
  );
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  try {
    const now = new Date();
    const user = await insertUser(db, {
      email: 'lighthouse-member@example.jp',
      passwordHash: 'not-a-hash',
      staffRole: null,
      now,
    });
    const token = await createSession(db, {
      userId: user.id,
      kind: 'member',
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
      now,
    });
    const cookie = `karada_session=${token}`;
    const response = await fetch(`${baseUrl}/api/contents?list=new`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`/api/contents answered ${response.status} for the member`);
    const { items } = await response.json();
    if (!items?.[0]) throw new Error('the sample library has no content to audit');
    return { cookie, contentId: items[0].id };
  } finally {
    await db.destroy();
  }
}
