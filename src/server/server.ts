import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { freshSetupLink } from './modules/setup/announce-setup-link.js';

function readSettings(): Config {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readSettings();
let app: FastifyInstance | undefined;
let closing = false;

// Registered before the app is built: a signal during the first migration still closes cleanly.
async function shutDown(signal: NodeJS.Signals) {
  if (closing) {
    console.error(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  closing = true;
  if (!app) process.exit(0);
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A request that hangs must not keep the process alive forever.
  const forceExit = setTimeout(() => {
    app?.log.error('requests did not finish within 10 s; exiting');
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  try {
    await app.close();
    app.log.info('server closed');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);

try {
  app = await buildApp({ config, seedSamples: true });
} catch (error) {
  const where =
    config.database.kind === 'sqlite'
      ? `DATA_DIR (${config.dataDir}) に書き込めるか確認してください`
      : 'DATABASE_URL の PostgreSQL に接続できるか確認してください';
  console.error(`起動できませんでした: ${(error as Error).message}\n${where}`);
  process.exit(1);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  console.error(
    `PORT ${config.port} / HOST ${config.host} で待ち受けできませんでした: ${(error as Error).message}`,
  );
  await app.close();
  process.exit(1);
}

// Printed, not logged: the link is a secret that lets whoever holds it create the first admin.
const setupLink = await freshSetupLink(app);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
if (setupLink) {
  console.log('\n  管理者がまだいません。次のリンクから初期設定をしてください（1回限り有効）:');
  console.log(`  ${setupLink}\n`);
}
console.log(`\n  ${config.siteName} is running: http://${shownHost}:${port}`);
console.log(`  Public address: ${config.publicUrl}`);
console.log(`  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}\n`);
