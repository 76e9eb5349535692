// A test-only way to start the built server with a clock the browser tests can move while it runs
// (the card before, during and after a live lesson). It lives in tests/, outside the build, and
// is only ever started by tests/support/e2e/app-server.ts with `movableClock: true`: the
// production entry (dist/node/server/server.js) has no way to change its clock.
//
// The parent sends { type: 'set-clock', to: ISO } over the IPC channel; from then on the clock
// runs on from that instant at the normal pace, and { type: 'clock-set', to } answers.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const built = (file) => pathToFileURL(path.join(repoRoot, 'dist/node/server', file)).href;

if (typeof process.send !== 'function') {
  console.error('clock-server.mjs is started by the browser tests only (it needs their IPC channel)');
  process.exit(1);
}

const { buildApp } = await import(built('app.js'));
const { loadConfig } = await import(built('config.js'));

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

process.on('message', (message) => {
  if (message?.type !== 'set-clock') return;
  offsetMs = Date.parse(message.to) - Date.now();
  process.send({ type: 'clock-set', to: message.to });
});

const config = loadConfig(process.env);
const app = await buildApp({ config, clock, seedSamples: true });
await app.listen({ port: config.port, host: config.host });

let closing = false;
const shutDown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
// The test process is gone: so is the reason to run.
process.on('disconnect', shutDown);
