import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';

/** Why a conversion did not happen, as stored in videos.failure (worded by copy.videoConversion). */
export const videoFailures = [
  'empty',
  'not-video',
  'corrupt',
  'no-video-stream',
  'too-long',
  'conversion-failed',
] as const;
export type VideoFailure = (typeof videoFailures)[number];

/** What the conversion needs to know about an original, in the orientation it is shown. */
export type ProbedVideo = {
  durationSeconds: number;
  /** As displayed: rotation (the phone's display matrix) and non-square pixels applied. */
  width: number;
  height: number;
  frameRate: number;
  hasAudio: boolean;
  /** PQ (HDR10, Dolby Vision's base) or HLG (iPhone): needs tone mapping to look right on SDR. */
  hdr: boolean;
};

export type ProbeResult = { ok: true; video: ProbedVideo } | { ok: false; failure: VideoFailure };

/** Four hours: a Zoom recording of a long workshop fits, anything longer is refused (issue 24). */
export const longestSeconds = 4 * 60 * 60;

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  color_transfer?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
};
type ProbeOutput = { format?: { duration?: string }; streams?: ProbeStream[] };

function run(command: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code: code ?? 1, stdout: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * A file ffprobe cannot read that still starts like a video container (an MP4/MOV `ftyp` box,
 * WebM/Matroska's EBML header) is a broken video; anything else was never one.
 */
async function looksLikeVideoContainer(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    return head.toString('latin1', 4, 8) === 'ftyp' || head.readUInt32BE(0) === 0x1a45dfa3;
  } finally {
    await handle.close();
  }
}

function rate(value: string | undefined): number {
  const [numerator = 0, denominator = 1] = (value ?? '').split('/').map(Number);
  return denominator > 0 && Number.isFinite(numerator / denominator) ? numerator / denominator : 0;
}

function rotationOf(stream: ProbeStream): number {
  const fromMatrix = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  return fromMatrix ?? Number(stream.tags?.rotate ?? 0);
}

/** Reads an original with ffprobe and says whether it can be converted, and how it is shown. */
export async function probeVideo(ffprobe: string, file: string): Promise<ProbeResult> {
  const { size } = await fsp.stat(file);
  if (size === 0) return { ok: false, failure: 'empty' };
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  const { code, stdout } = await run(ffprobe, args);
  let output: ProbeOutput = {};
  try {
    output = JSON.parse(stdout) as ProbeOutput;
  } catch {
    // Left empty: judged below like a file ffprobe could not open.
  }
  if (code !== 0 || !output.format) {
    return { ok: false, failure: (await looksLikeVideoContainer(file)) ? 'corrupt' : 'not-video' };
  }
  const streams = output.streams ?? [];
  // An album cover in an .m4a is a "video" stream of one picture: still audio only.
  const picture = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  if (!picture) return { ok: false, failure: 'no-video-stream' };
  const durationSeconds = Number(output.format.duration);
  if (!picture.width || !picture.height || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    return { ok: false, failure: 'corrupt' };
  }
  if (durationSeconds > longestSeconds) return { ok: false, failure: 'too-long' };

  const [sarWidth = 1, sarHeight = 1] = (picture.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const pixelAspect = sarWidth > 0 && sarHeight > 0 ? sarWidth / sarHeight : 1;
  const storedWidth = Math.round(picture.width * pixelAspect);
  // A phone held upright stores landscape pixels and a display matrix turning them a quarter.
  const quarterTurn = Math.abs(Math.round(rotationOf(picture))) % 180 === 90;
  return {
    ok: true,
    video: {
      durationSeconds,
      width: quarterTurn ? picture.height : storedWidth,
      height: quarterTurn ? storedWidth : picture.height,
      frameRate: rate(picture.avg_frame_rate) || rate(picture.r_frame_rate) || 30,
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
      hdr: picture.color_transfer === 'smpte2084' || picture.color_transfer === 'arib-std-b67',
    },
  };
}
