import fs from 'node:fs';
import Fastify from 'fastify';
import appContext from './plugins/app-context.js';
import backgroundWork from './plugins/background-work.js';
import database from './plugins/database.js';
import videoConversion from './plugins/video-conversion.js';
import videoStorage from './plugins/video-storage.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { fetchImageOverHttp } from './images/youtube-thumbnails.js';
import { loggerOptions } from './logger.js';

// `npm run worker`: a process that converts uploaded videos and does nothing else; no port. It
// shares the site's settings (DATABASE_URL and the S3 bucket), so it can run on another machine.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = Fastify({ logger: loggerOptions(config.logLevel) });
await app.register(appContext, { config, clock: systemClock, fetchImage: fetchImageOverHttp });
await app.register(backgroundWork);
await app.register(database, { seedSamples: false });
await app.register(videoStorage);
// The loop runs here whatever VIDEO_WORKER says: converting is this process's whole job.
await app.register(videoConversion, { loop: true });
await app.ready();
if (!app.videoConversion.available) {
  console.error(
    'ffmpeg と ffprobe が見つかりません。FFMPEG_PATH を設定するか、ffmpeg を入れてください (README)',
  );
  await app.close();
  process.exit(1);
}
app.log.info('video worker started: converting uploaded videos');

let closing = false;
const shutDown = async () => {
  if (closing) process.exit(1);
  closing = true;
  // The video being converted goes back to waiting; the next start takes it again.
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
