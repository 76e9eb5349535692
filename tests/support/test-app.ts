import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import type { Clock } from '#server/clock.js';
import type { FetchImage } from '#server/images/youtube-thumbnails.js';
import type { Mailer } from '#server/mail/mailer.js';
import { loadConfig, type Config } from '#server/config.js';
import { makeTempDir, removeDir } from './temp-dir.js';
import { createTestDatabaseSettings } from './test-database.js';

export type TestApp = { app: FastifyInstance; config: Config; close: () => Promise<void> };

/** A clock the test moves by hand. */
export function fixedClock(start: Date | string): Clock & { set: (to: Date | string) => void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (to) => {
      now = new Date(to);
    },
  };
}

/** A web root without index.html, so the app serves the API alone; it goes with the data dir. */
export function apiOnlyWebRoot(config: Config): string {
  return path.join(config.dataDir, 'no-web');
}

/** Settings for a test: a fresh data folder and a fresh database of the project's kind. */
export async function createTestConfig(env: Record<string, string> = {}) {
  const dataDir = makeTempDir('data');
  let drop: (() => Promise<void>) | undefined;
  const cleanUp = async () => {
    await drop?.();
    removeDir(dataDir);
  };
  try {
    const database = await createTestDatabaseSettings();
    const { drop: dropDatabase, ...databaseSettings } = database;
    drop = dropDatabase;
    // Videos are converted when a test calls app.videoConversion.convertWaiting(), not by a
    // background loop racing its assertions; with x264's quickest preset.
    const defaults = { VIDEO_WORKER: 'off', VIDEO_PRESET: 'ultrafast' };
    const config: Config = {
      ...loadConfig({ DATA_DIR: dataDir, ...defaults, ...env }),
      database: databaseSettings,
    };
    return { config, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The real app on a throwaway database, for app.inject(). */
export async function createTestApp(
  options: {
    clock?: Clock;
    seedSamples?: boolean;
    env?: Record<string, string>;
    webRoot?: string;
    mailer?: Mailer;
    fetchImage?: FetchImage;
  } = {},
): Promise<TestApp> {
  const { config, cleanUp } = await createTestConfig(options.env);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      logger: false,
      seedSamples: options.seedSamples ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      // Tests never reach YouTube: the network is outside our system.
      fetchImage: options.fetchImage ?? (async () => Promise.reject(new Error('no network in tests'))),
      webRoot: options.webRoot ?? apiOnlyWebRoot(config),
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}
