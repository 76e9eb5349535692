// Issue 24's upload memory figure, called from bench/run.ts with the conversion figures
// (BENCH_ONLY=video-conversion): the server's RSS while staff send a 2 GB video with tus, the way
// the upload field does (PATCH after PATCH of 8 MB) and in one streamed PATCH, against the same
// server idle after a small upload. Why it grows: docs/decisions/0028-video-conversion.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { csrfHeader } from '#shared/csrf.js';
import { apiPaths } from '#shared/api-paths.js';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { createSession } from '#server/modules/auth/session-repository.js';
import { insertUser } from '#server/modules/users/user-repository.js';
import { startServer } from './support/server.js';
import type { BenchRow } from './support/bench-row.js';

type Recorder = (row: BenchRow) => void;

/** What the upload field sends per PATCH (src/web/features/videos/api/tus-uploader.ts). */
const chunkBytes = 8 * 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function ownerCookie(dataDir: string): Promise<string> {
  const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  try {
    await migrateToLatest(db);
    const now = new Date();
    const user = await insertUser(db, {
      email: `bench-owner-${now.getTime()}@example.jp`,
      passwordHash: 'not-a-hash', // never used to sign in: the session is made directly
      staffRole: 'owner',
      now,
    });
    const token = await createSession(db, {
      userId: user.id,
      kind: 'member',
      expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
      now,
    });
    return `karada_session=${token}`;
  } finally {
    await db.destroy();
  }
}

/** One PATCH carrying everything from `offset` on, written as the socket takes it (a tus client's default). */
function streamedPatch(address: string, headers: Record<string, string>, bytes: number, chunk: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const request = http.request(address, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes),
      },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      response.resume();
      if (response.statusCode === 204) resolve();
      else reject(new Error(`the streamed PATCH answered ${response.statusCode}`));
    });
    let sent = 0;
    const more = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', more);
      }
      request.end();
    };
    more();
  });
}

/**
 * One whole tus upload of `bytes` (the same random 8 MB over and over): in PATCHes of `chunk`'s
 * size as the upload field sends it, or all in one streamed PATCH.
 */
async function upload(baseUrl: string, cookie: string, bytes: number, chunk: Buffer, oneRequest = false) {
  const headers = { cookie, 'tus-resumable': '1.0.0', [csrfHeader.name]: csrfHeader.value };
  const created = await fetch(baseUrl + apiPaths.adminVideoUploads, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes),
      'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload start answered ${created.status}`);
  const address = new URL(location, baseUrl + apiPaths.adminVideoUploads).href;
  if (oneRequest) return streamedPatch(address, headers, bytes, chunk);
  for (let offset = 0; offset < bytes;) {
    const body = chunk.subarray(0, Math.min(chunk.length, bytes - offset));
    const sent = await fetch(address, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    });
    if (sent.status !== 204)
      throw new Error(`PATCH at ${offset} answered ${sent.status}: ${await sent.text()}`);
    offset = Number(sent.headers.get('upload-offset'));
  }
}

export async function videoUploadBench(root: string, record: Recorder, quick: boolean) {
  const bytes = (quick ? 256 : 2048) * 1024 * 1024;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-bench-upload-'));
  try {
    const cookie = await ownerCookie(dataDir);
    const chunk = randomBytes(chunkBytes);
    // A server of its own for each way of sending, so one's leftovers are not the other's idle.
    for (const oneRequest of [false, true]) {
      // No converter: the upload's bytes are not a video, and only the upload is measured here.
      const server = await startServer(root, { DATA_DIR: dataDir, VIDEO_WORKER: 'off' });
      try {
        // Idle means after one small upload: the tus code is loaded and its first allocations made.
        await upload(server.baseUrl, cookie, chunkBytes * 2, chunk);
        await sleep(1_000);
        const idleRss = server.rssMb();
        let peak = idleRss;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, server.rssMb());
            await sleep(50);
          }
        })();
        const started = performance.now();
        try {
          await upload(server.baseUrl, cookie, bytes, chunk, oneRequest);
        } finally {
          sampling = false;
          await sampler;
        }
        const mbPerSecond = bytes / 1024 / 1024 / ((performance.now() - started) / 1000);
        const how = oneRequest
          ? 'in one streamed PATCH (a tus client’s default)'
          : 'in 8 MB PATCHes (the upload field)';
        record({
          measure: `server memory (RSS) during a ${bytes / 1024 / 1024 / 1024} GB tus upload ${how}, local storage`,
          value: `${fixed(peak)} MB (+${fixed(peak - idleRss)} MB), ${fixed(mbPerSecond, 0)} MB/s`,
          target: '≤ idle + 30 MB',
          baseline: `idle after a 16 MB upload: ${fixed(idleRss)} MB`,
          ok: peak - idleRss <= 30,
        });
      } finally {
        await server.stop();
      }
      // Each upload's file stays in storage: the next run's disk starts as empty as this one's.
      fs.rmSync(path.join(dataDir, 'videos'), { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
