// Hosted video delivery (issue 24): signed segments at 50 connections against a raw Node server
// streaming the same files from the same disk, and the playlists written per request (master and
// a one-hour variant, every segment address signed). Many videos and segments in turn, never the
// same address over and over. Run by bench/run.ts with BENCH_ONLY=video-delivery (or in the full run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'autocannon';
import { systemClock } from '#server/clock.js';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { localVideoStorage } from '#server/storage/video-storage.js';
import { apiPaths } from '#shared/api-paths.js';
import { contentShowingVideo, makeHlsFiles, storeReadyVideo } from '#tests/support/ready-video.js';
import { load, median, summary, type LoadResult } from './support/load.js';
import { pacedLoad, type PacedResult } from './support/paced-load.js';
import { startScriptServer } from './support/raw-baseline.js';
import type { BenchRow } from './support/bench-row.js';
import { startServer } from './support/server.js';
import { guestCookie } from './support/sessions.js';

const videoCount = 20;
/** One hour in 6-second segments: the variant playlist a real lesson has. */
const longSegments = 600;

// The reference: Node's http module streaming each file from disk, in its own process like ours.
const rawSource = `
const fs = require('node:fs');
const http = require('node:http');
const files = new Map(JSON.parse(process.argv[1]));
const server = http.createServer((req, res) => {
  const file = files.get(req.url.split('?')[0]);
  if (!file) { res.writeHead(404); res.end(); return; }
  fs.stat(file, (error, stat) => {
    if (error) { res.writeHead(500); res.end(); return; }
    res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': stat.size });
    fs.createReadStream(file).pipe(res);
  });
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

function startRawFileServer(files: [string, string][]) {
  return startScriptServer('raw file server', rawSource, files);
}

/**
 * CPU time a process has used, in ms (user and system; Linux clock ticks of 10 ms). Per request it
 * compares the two servers even on a busy machine, where latencies mostly measure the waiting.
 */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One load run, with the CPU time per answered request of the server `pid`. */
async function withCpu(pid: number, run: () => Promise<LoadResult>, seconds: number) {
  const before = cpuMsOf(pid);
  const result = await run();
  const answered = result.rps * seconds;
  return { ...result, cpuMsPerRequest: answered > 0 ? (cpuMsOf(pid) - before) / answered : 0 };
}

const cpuText = (runs: { cpuMsPerRequest: number }[]) =>
  `${(median(runs.map((run) => run.cpuMsPerRequest)) * 1000).toFixed(0)} µs CPU per request`;

/** A one-hour variant playlist as ffmpeg writes one, for the playlist measure. */
function hourLongPlaylist(): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:6', '#EXT-X-MEDIA-SEQUENCE:0'];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-KEY:METHOD=AES-128,URI="key"');
  for (let i = 0; i < longSegments; i++)
    lines.push('#EXTINF:6.000000,', `seg-${String(i).padStart(5, '0')}.ts`);
  return `${lines.join('\n')}\n#EXT-X-ENDLIST\n`;
}

const uriLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
const resolved = (uri: string, base: string) => {
  const url = new URL(uri, new URL(base, 'http://bench.test'));
  return `${url.pathname}${url.search}`;
};

type Summary = ReturnType<typeof summary>;

const failedText = (s: Summary) => (s.failures ? `, failed: ${s.failed || s.failures}` : '');
const pacedText = (r: PacedResult) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.answered} answers${r.failures ? `, failed: ${r.failures}` : ''}`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export async function videoDeliveryBench(
  root: string,
  options: { rounds: number; seconds: number; connections: number; quick: boolean },
  record: (row: BenchRow) => void,
): Promise<void> {
  const { rounds, seconds, connections } = options;
  // The paced runs: long enough for a p99 of some 500 answers at one request per viewer a second.
  const pacedSeconds = options.quick ? 2 : 10;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karada-bench-video-'));
  // Two shapes: small segments, where our per-request work shows most, and a lowest rendition of
  // a real ladder (640x360 at 800 kb/s in 6-second segments), where sending the bytes dominates.
  const shapes = [
    { label: '320x180, 1-second segments', files: await makeHlsFiles(4) },
    {
      label: '640x360 at 800 kb/s, 6-second segments',
      files: await makeHlsFiles(12, { size: '640x360', segmentSeconds: 6, videoBitrate: '800k' }),
    },
  ];
  try {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
    await migrateToLatest(db);
    const place = { db, videoStorage: localVideoStorage(path.join(dataDir, 'videos')), clock: systemClock };
    const shown = { ...place, config: { timeZone: 'Asia/Tokyo' } };
    const videosOf = new Map<(typeof shapes)[number], string[]>();
    for (const shape of shapes) {
      const ids: string[] = [];
      for (let i = 0; i < videoCount; i++) {
        const id = await storeReadyVideo(place, shape.files);
        await contentShowingVideo(shown, id);
        ids.push(id);
      }
      videosOf.set(shape, ids);
    }
    // Videos of an hour for the playlists: their variant playlist lists 600 segments.
    const longVideos: string[] = [];
    for (let i = 0; i < videoCount; i++) {
      const id = await storeReadyVideo(place, shapes[0]!.files);
      await place.videoStorage.put(`${id}/a1/360p/index.m3u8`, Buffer.from(hourLongPlaylist()), 'text/plain');
      await db.updateTable('videos').set({ durationSeconds: 3600 }).where('id', '=', id).execute();
      await contentShowingVideo(shown, id);
      longVideos.push(id);
    }
    const cookie = await guestCookie(db);
    await db.destroy();

    const server = await startServer(root, { DATA_DIR: dataDir });
    try {
      const get = async (urlPath: string) => {
        const response = await fetch(server.baseUrl + urlPath, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status}`);
        return response.text();
      };
      const variantOf = async (id: string) => {
        const master = apiPaths.videoMaster(id);
        return resolved(uriLines(await get(master))[0]!, master);
      };
      const run = (baseUrl: string, paths: string[]) =>
        load({
          url: baseUrl,
          connections,
          seconds,
          headers: { cookie },
          requests: paths.map((urlPath): Request => ({ method: 'GET', path: urlPath })),
        });
      // What an audience asks: each of the 50 viewers one request a second (a 6-second segment
      // every second is six times faster than playback), at phases spread over the second; the
      // viewers run in a process of their own (paced-client.mjs, decision 0040).
      const paced = (baseUrl: string, paths: string[]) =>
        pacedLoad({
          url: baseUrl,
          viewers: connections,
          intervalMs: 1000,
          seconds: pacedSeconds,
          headers: { cookie },
          paths,
        });

      for (const shape of shapes) {
        const segments: string[] = [];
        for (const id of videosOf.get(shape)!) {
          const variant = await variantOf(id);
          segments.push(...uriLines(await get(variant)).map((uri) => resolved(uri, variant)));
        }
        const fileOf = (urlPath: string) =>
          path.join(shape.files.dir, '360p', path.basename(urlPath.split('?')[0]!));
        const sizes = shape.files.segments.map(
          (name) => fs.statSync(path.join(shape.files.dir, '360p', name)).size,
        );
        const raw = await startRawFileServer(
          segments.map((urlPath) => [urlPath.split('?')[0]!, fileOf(urlPath)]),
        );
        const ours: (LoadResult & { cpuMsPerRequest: number })[] = [];
        const theirs: typeof ours = [];
        let ourPaced: PacedResult;
        let rawPaced: PacedResult;
        try {
          for (let round = 0; round < rounds; round++) {
            ours.push(await withCpu(server.child.pid!, () => run(server.baseUrl, segments), seconds));
            theirs.push(await withCpu(raw.pid, () => run(raw.baseUrl, segments), seconds));
          }
          ourPaced = await paced(server.baseUrl, segments);
          rawPaced = await paced(raw.baseUrl, segments);
        } finally {
          await raw.stop();
        }
        const o = summary(ours);
        const r = summary(theirs);
        const ratio = o.rps / r.rps;
        const what = `${shape.label} (${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}), ${segments.length} signed addresses over ${videoCount} videos, local storage`;
        // Saturated: a closed loop, each connection asking again the moment it is answered. Its
        // p99 is at least connections ÷ throughput, for the raw server too (see decision 0029).
        record({
          measure: `video segments SATURATED (closed loop, ${connections} connections), ${what}`,
          value: `${ratio.toFixed(2)}× raw, p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.rps.toFixed(0)} req/s, ${cpuText(ours)}${failedText(o)}`,
          target: '≥ 0.5× raw, p99 ≤ 20 ms',
          baseline: `raw Node streaming the same files: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${cpuText(theirs)}${failedText(r)}`,
          ok: ratio >= 0.5 && o.p99 <= 20 && o.failures === 0,
        });
        record({
          measure: `video segments PACED (${connections} viewers, 1 request a second each at spread phases, ${pacedSeconds} s), ${what}`,
          value: pacedText(ourPaced),
          target: 'p99 ≤ 20 ms',
          baseline: `raw Node, same pace: ${pacedText(rawPaced)}`,
          ok: ourPaced.p99 <= 20 && ourPaced.failures === 0,
        });
      }

      const playlists: string[] = [];
      for (const id of longVideos) playlists.push(apiPaths.videoMaster(id), await variantOf(id));
      const lists: (LoadResult & { cpuMsPerRequest: number })[] = [];
      for (let round = 0; round < rounds; round++)
        lists.push(await withCpu(server.child.pid!, () => run(server.baseUrl, playlists), seconds));
      const p = summary(lists);
      const pacedLists = await paced(server.baseUrl, playlists);
      const what = `master and a one-hour variant (${longSegments} segments under one signed grant) in turn, ${videoCount} videos (SQLite)`;
      record({
        measure: `video playlists SATURATED (closed loop, ${connections} connections), ${what}`,
        value: `p50 ${p.p50} ms, p99 ${p.p99} ms, ${p.rps.toFixed(0)} req/s, ${cpuText(lists)}${failedText(p)}`,
        target: 'p99 ≤ 10 ms',
        baseline: '',
        ok: p.p99 <= 10 && p.failures === 0,
      });
      record({
        measure: `video playlists PACED (${connections} viewers, 1 request a second each at spread phases, ${pacedSeconds} s), ${what}`,
        value: pacedText(pacedLists),
        target: 'p99 ≤ 10 ms',
        baseline: '',
        ok: pacedLists.p99 <= 10 && pacedLists.failures === 0,
      });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const shape of shapes) fs.rmSync(shape.files.dir, { recursive: true, force: true });
  }
}
