import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.js';
import type { VideoPreset } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { makePrivateDir, privateFileMode } from '#server/private-files.js';
import type { VideoStorage } from '#server/storage/video-storage.js';
import { runFfmpeg } from './video-conversion-ffmpeg.js';
import { ladderArguments, ladderFor, posterArguments, renditionsOf } from './video-conversion-ladder.js';
import {
  failVideo,
  forgetVideoOriginal,
  publishReadyVideo,
  releaseVideo,
  renewVideoLease,
  saveVideoProgress,
  type ClaimedVideo,
} from './video-jobs.js';
import { probeVideo } from './video-probe.js';

export type ConversionContext = {
  db: Db;
  storage: VideoStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  tools: { ffmpeg: string; ffprobe: string };
  threads: number;
  preset: VideoPreset;
  /** Where originals fetched from S3 and ffmpeg's output wait before going to storage. */
  workDir: string;
  workerId: string;
  leaseMs: number;
};

export type ConversionOutcome = 'ready' | 'failed' | 'retry' | 'lost' | 'stopped';

const progressEveryMs = 2_000;
/** An output this much shorter than the container claims: the file ends early (truncated). */
const shortestFraction = 0.9;

const contentTypes: Record<string, string> = {
  '.ts': 'video/mp2t',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.webp': 'image/webp',
};

/** The original as a local file: in place on local storage, else streamed from S3 to disk. */
async function originalFile(context: ConversionContext, key: string, dir: string): Promise<string | null> {
  const { storage } = context;
  if (storage.localPath) {
    const file = storage.localPath(key);
    return fs.existsSync(file) ? file : null;
  }
  const stored = await storage.get(key);
  if (!stored) return null;
  const file = path.join(dir, `original${path.extname(key)}`);
  await pipeline(stored.body, fs.createWriteStream(file, { mode: privateFileMode }));
  return file;
}

/** Every file ffmpeg wrote for the attempt, to `<videoId>/a<attempt>/…`, one at a time (streamed). */
async function uploadAttempt(context: ConversionContext, outputDir: string, prefix: string) {
  const entries = await fsp.readdir(outputDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = `${prefix}/${path.relative(outputDir, file).split(path.sep).join('/')}`;
    await context.storage.putFile(key, file, contentTypes[path.extname(file)] ?? 'application/octet-stream');
  }
}

/**
 * Converts one claimed video: probe, the HLS ladder with its AES-128 key, the poster, upload, and
 * then one UPDATE publishes it. Until that UPDATE the row is not ready, so a process killed at any
 * point before leaves nothing half-published: the next claim converts again into a fresh folder.
 */
export async function convertClaimedVideo(
  context: ConversionContext,
  claimed: ClaimedVideo,
  signal: AbortSignal,
): Promise<ConversionOutcome> {
  const { db, clock, workerId, log } = context;
  const { id, attempt, originalKey } = claimed;
  const prefix = `${id}/a${attempt}`;
  const dir = path.join(context.workDir, `${id}-a${attempt}`);
  await fsp.rm(dir, { recursive: true, force: true });
  await makePrivateDir(context.workDir);
  await makePrivateDir(dir);
  // A previous run under this number (a retry that reset attempts) must not leave stray files.
  await context.storage.deletePrefix(prefix);

  const lost = new AbortController();
  const stop = AbortSignal.any([signal, lost.signal]);
  const renew = setInterval(() => {
    renewVideoLease(db, id, workerId, clock.now(), context.leaseMs)
      .then((held) => held || lost.abort())
      .catch((error: unknown) => log.warn({ err: error, videoId: id }, 'video lease renewal failed'));
  }, context.leaseMs / 4);
  try {
    const input = await originalFile(context, originalKey, dir);
    if (!input) {
      log.error({ videoId: id, originalKey }, 'video original missing from storage');
      await failVideo(db, id, workerId, 'conversion-failed', clock.now());
      return 'failed';
    }
    const probed = await probeVideo(context.tools.ffprobe, input);
    if (!probed.ok) {
      await failVideo(db, id, workerId, probed.failure, clock.now());
      return 'failed';
    }
    const video = probed.video;
    const ladder = ladderFor(video);
    const key = randomBytes(16);
    const keyFile = path.join(dir, 'enc.key');
    const keyInfoFile = path.join(dir, 'enc.keyinfo');
    await fsp.writeFile(keyFile, key, { mode: privateFileMode });
    // The playlists name the key `key`: the playback route answers it, from the database.
    await fsp.writeFile(keyInfoFile, `key\n${keyFile}\n`, { mode: privateFileMode });
    const outputDir = path.join(dir, 'out');
    await Promise.all(ladder.map((rung) => fsp.mkdir(path.join(outputDir, rung.name), { recursive: true })));

    let savedAt = 0;
    const encoded = await runFfmpeg(
      context.tools.ffmpeg,
      ladderArguments({
        input,
        video,
        ladder,
        keyInfoFile,
        outputDir,
        threads: context.threads,
        preset: context.preset,
      }),
      {
        signal: stop,
        onSeconds: (seconds) => {
          const now = Date.now();
          if (now - savedAt < progressEveryMs) return;
          savedAt = now;
          // 99 at most: 100 is the published video.
          const progress = Math.min(99, Math.floor((seconds / video.durationSeconds) * 100));
          saveVideoProgress(db, id, workerId, progress, clock.now()).catch((error: unknown) =>
            log.warn({ err: error, videoId: id }, 'video progress not saved'),
          );
        },
      },
    );
    if (stop.aborted) return settleStopped(context, claimed, signal);
    if (!encoded.ok) {
      log.error({ videoId: id, attempt, error: encoded.error }, 'video conversion failed');
      await releaseVideo(db, id, workerId, clock.now(), { countAttempt: true, attempt });
      return 'retry';
    }
    // A truncated file whose index sits at the front reads as whole until its data runs out.
    if (encoded.lastSeconds < video.durationSeconds * shortestFraction) {
      await failVideo(db, id, workerId, 'corrupt', clock.now());
      return 'failed';
    }
    const poster = path.join(outputDir, 'poster.webp');
    const posterSize = ladder.at(-1)!;
    const still = await runFfmpeg(context.tools.ffmpeg, posterArguments(input, video, posterSize, poster), {
      signal: stop,
    });
    if (stop.aborted) return settleStopped(context, claimed, signal);
    if (!still.ok) log.warn({ videoId: id, error: still.error }, 'video poster not made');

    await uploadAttempt(context, outputDir, prefix);
    if (stop.aborted) return settleStopped(context, claimed, signal);
    const published = await publishReadyVideo(
      db,
      id,
      workerId,
      {
        renditions: renditionsOf(ladder, attempt, video.hasAudio),
        posterKey: `${prefix}/poster.webp`,
        durationSeconds: video.durationSeconds,
        width: video.width,
        height: video.height,
        encryptionKey: key.toString('hex'),
      },
      clock.now(),
    );
    if (!published) {
      await context.storage.deletePrefix(prefix);
      return 'lost';
    }
    // Kept until now so a failure anywhere above loses nothing; gone once the video is ready.
    await context.storage.delete(originalKey);
    await forgetVideoOriginal(db, id, originalKey);
    for (let older = 1; older < attempt; older += 1) await context.storage.deletePrefix(`${id}/a${older}`);
    log.info({ videoId: id, attempt, rungs: ladder.map((rung) => rung.name) }, 'video ready');
    return 'ready';
  } finally {
    clearInterval(renew);
    // The key file goes with the rest: the key lives on only in videos.encryption_key.
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Stopped mid-way: by shutdown (the video goes back to the queue) or by a lost lease (nothing). */
async function settleStopped(context: ConversionContext, claimed: ClaimedVideo, shutdown: AbortSignal) {
  if (!shutdown.aborted) return 'lost';
  await releaseVideo(context.db, claimed.id, context.workerId, context.clock.now(), {
    countAttempt: false,
    attempt: claimed.attempt,
  });
  return 'stopped';
}
