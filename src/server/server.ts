import fs from 'node:fs';
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
const app = await buildApp({ config, seedSamples: true });

let closing = false;
async function shutDown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A request that hangs must not keep the process alive forever.
  const forceExit = setTimeout(() => {
    app.log.error('requests did not finish within 10 s; exiting');
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
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `\n  ${config.siteName} is running: http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
);
console.log(`  Public address: ${config.publicUrl}`);
console.log(`  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}\n`);

// Printed, not logged: the link is a secret that lets whoever holds it create the first admin.
const setupLink = await freshSetupLink(app);
if (setupLink) {
  console.log('  管理者がまだいません。次のリンクから初期設定をしてください（1回限り有効）:');
  console.log(`  ${setupLink}\n`);
}
