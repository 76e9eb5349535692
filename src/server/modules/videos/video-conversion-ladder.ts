import type { VideoPreset } from '#server/config.js';
import type { ProbedVideo } from './video-probe.js';

/** One HLS rendition as the row's `renditions` JSON keeps it (path relative to `<videoId>/`). */
export type Rendition = { name: string; width: number; height: number; bandwidth: number; path: string };

/**
 * The ladder (docs/decisions/0028-video-conversion.md). A rung is named by the picture's short
 * side, so a portrait phone video's 720p is 720×1280. maxrate caps a busy scene (a fast workout)
 * so a rung never needs more than its bandwidth; bufsize is two seconds of it.
 */
const rungs = [
  { name: '360p', shortSide: 360, maxrate: 800_000 },
  { name: '540p', shortSide: 540, maxrate: 1_400_000 },
  { name: '720p', shortSide: 720, maxrate: 2_800_000 },
  { name: '1080p', shortSide: 1080, maxrate: 5_000_000 },
] as const;

export const audioBitrate = 128_000;
export const segmentSeconds = 6;
/** A lesson gains nothing from 60 frames a second, and the encoder would do twice the work. */
const highestFrameRate = 30;
const crf = 23;

export type LadderRung = { name: string; width: number; height: number; maxrate: number };

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/**
 * The rungs this source has: never larger than the source. A source smaller than 360p still gets
 * one rendition, named 360p, at its own size.
 */
export function ladderFor(video: Pick<ProbedVideo, 'width' | 'height'>): LadderRung[] {
  const shortSide = Math.min(video.width, video.height);
  const fitting = rungs.filter((rung) => rung.shortSide <= shortSide);
  const chosen = fitting.length > 0 ? fitting : [rungs[0]];
  return chosen.map((rung) => {
    const scale = Math.min(1, rung.shortSide / shortSide);
    return {
      name: rung.name,
      width: even(video.width * scale),
      height: even(video.height * scale),
      maxrate: rung.maxrate,
    };
  });
}

export function renditionsOf(ladder: LadderRung[], attempt: number, hasAudio: boolean): Rendition[] {
  return ladder.map((rung) => ({
    name: rung.name,
    width: rung.width,
    height: rung.height,
    bandwidth: rung.maxrate + (hasAudio ? audioBitrate : 0),
    path: `a${attempt}/${rung.name}`,
  }));
}

/**
 * HDR (PQ or HLG, as an iPhone records) to SDR BT.709: to linear light, tone-mapped with Hable
 * (keeps highlights from clipping), then 8-bit. zscale is in Debian's ffmpeg (libzimg).
 */
const toneMapping =
  'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,' +
  'zscale=t=bt709:m=bt709:r=tv';

/** The filters every picture goes through before scaling: tone mapping and the frame-rate cap. */
export function pictureFilters(video: Pick<ProbedVideo, 'hdr' | 'frameRate'>): string[] {
  return [
    ...(video.hdr ? [toneMapping] : []),
    ...(video.frameRate > highestFrameRate + 0.5 ? [`fps=${highestFrameRate}`] : []),
  ];
}

export type LadderArgs = {
  input: string;
  video: ProbedVideo;
  ladder: LadderRung[];
  /** ffmpeg's -hls_key_info_file: key URI `key`, then the key file's path. */
  keyInfoFile: string;
  outputDir: string;
  threads: number;
  preset: VideoPreset;
};

/**
 * One ffmpeg for the whole ladder: the source is decoded once and split to every rung (a second
 * decode of an iPhone HEVC file costs more than a rung's encode). Output: `<rung>/index.m3u8` and
 * `<rung>/seg-00000.ts`…, AES-128 encrypted, keyframes every 6 s at the same instants in every
 * rung so a player can switch at any segment.
 */
export function ladderArguments(args: LadderArgs): string[] {
  const { video, ladder } = args;
  const frameRate = Math.min(video.frameRate, highestFrameRate);
  const split =
    ladder.length > 1 ? `split=${ladder.length}${ladder.map((_, i) => `[s${i}]`).join('')}` : null;
  const graph = [
    `[0:v:0]${[...pictureFilters(video), 'format=yuv420p', ...(split ? [split] : [])].join(',')}${split ? '' : '[s0]'}`,
    ...ladder.map(
      (rung, i) => `[s${i}]scale=${rung.width}:${rung.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`,
    ),
  ].join(';');
  const perRung = ladder.flatMap((rung, i) => [
    '-map',
    `[v${i}]`,
    ...(video.hasAudio ? ['-map', '0:a:0'] : []),
    `-maxrate:v:${i}`,
    String(rung.maxrate),
    `-bufsize:v:${i}`,
    String(rung.maxrate * 2),
  ]);
  const streamMap = ladder
    .map((rung, i) => `v:${i}${video.hasAudio ? `,a:${i}` : ''},name:${rung.name}`)
    .join(' ');
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1'],
    ...['-threads', String(args.threads), '-i', args.input],
    ...['-filter_complex', graph, '-filter_complex_threads', '1'],
    ...perRung,
    ...['-c:v', 'libx264', '-preset', args.preset, '-crf', String(crf), '-threads', String(args.threads)],
    ...['-profile:v', 'high', '-sc_threshold', '0', '-g', String(Math.round(frameRate * segmentSeconds))],
    ...['-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`],
    ...(video.hasAudio ? ['-c:a', 'aac', '-b:a', String(audioBitrate), '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_key_info_file', args.keyInfoFile],
    ...['-hls_segment_filename', `${args.outputDir}/%v/seg-%05d.ts`, '-var_stream_map', streamMap],
    `${args.outputDir}/%v/index.m3u8`,
  ];
}

/** A WebP still about a tenth of the way in (past a title card or a black fade-in). */
export function posterArguments(input: string, video: ProbedVideo, size: LadderRung, output: string) {
  const at = (video.durationSeconds * 0.1).toFixed(3);
  const filters = [...pictureFilters(video), `scale=${size.width}:${size.height}`, 'format=yuv420p'];
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-threads', '1', '-ss', at, '-i', input],
    ...['-frames:v', '1', '-vf', filters.join(','), '-c:v', 'libwebp', '-quality', '80', '-y', output],
  ];
}
