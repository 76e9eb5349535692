import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultTimeZone, isValidTimeZone } from '#shared/business-time.js';
import { absoluteUrl } from '#shared/checks/http-url.js';
import { knownPushServiceHosts } from '#shared/checks/push-subscription-checks.js';
import { copy } from '#shared/copy.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof logLevels)[number];

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /**
   * waitMs (tests shorten it): how long a query waits for the database — a free connection of
   * the pool, or SQLite's write lock — before its request is answered 503.
   */
  database:
    | { kind: 'sqlite'; file: string; waitMs?: number }
    | { kind: 'postgres'; url: string; poolSize?: number; waitMs?: number };
  timeZone: string;
  siteName: string;
  joinUrl: string | undefined;
  communityUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Settings };
  redisUrl: string | undefined;
  /** Fastify's trustProxy: off, trusted addresses, or a function trusting the nearest N hops. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  logLevel: LogLevel;
  /** The push services (host names, or `*.` + domain) members' devices may name; nothing else. */
  pushServiceHosts: readonly string[];
  /**
   * The daily SQLite backup: the business-zone time it is made (HH:MM), or null when BACKUP_TIME
   * is off; copyToS3 also puts each one in the S3 bucket of STORAGE_DRIVER=s3.
   */
  backup: { time: string | null; copyToS3: boolean };
  /**
   * Hosted-video conversion (src/server/modules/videos/): `in-process` converts in this app's
   * background, `off` is a web-only process (a worker elsewhere converts: `npm run worker`).
   * ffmpegPath/ffprobePath: null means "look on PATH"; threads bound each ffmpeg; preset is x264's.
   */
  video: {
    worker: 'in-process' | 'off';
    ffmpegPath: string | null;
    ffprobePath: string | null;
    threads: number;
    preset: VideoPreset;
  };
};

/** x264 presets a conversion may use; ultrafast only makes tests quick (docs/decisions/0028-video-conversion.md). */
export const videoPresets = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;
export type VideoPreset = (typeof videoPresets)[number];

/** A setting that cannot be used; the message names the variable so staff can fix it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`設定 ${variable} が正しくありません: ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The value as it may appear in a message: never the password a URL carries. */
function shown(value: string): string {
  return value.replace(/\/\/[^/@\s]*@/, '//***@');
}

/** A URL setting with one of the given schemes and a host; empty means "not set". */
function url(env: Env, name: string, schemes: readonly string[]): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  if (absoluteUrl(value, schemes)) return value;
  if (!URL.canParse(value)) throw new ConfigError(name, `URL として読めません (${shown(value)})`);
  throw new ConfigError(
    name,
    `${schemes.map((scheme) => `${scheme}://ホスト名`).join(' か ')} の形で指定してください`,
  );
}

const httpUrl = (env: Env, name: string) => url(env, name, ['http', 'https']);

/** The address people use: scheme, host and port only, since links are built on it. */
function publicUrl(env: Env): string {
  const value = httpUrl(env, 'PUBLIC_URL') ?? 'http://localhost:3000';
  const parsed = new URL(value);
  if (parsed.pathname.replace(/\/+$/, '') !== '' || parsed.search || parsed.hash) {
    throw new ConfigError(
      'PUBLIC_URL',
      `パスやクエリを含めず、https://example.jp の形で指定してください (${value})`,
    );
  }
  return parsed.origin;
}

function host(env: Env): string {
  const value = read(env, 'HOST') ?? '127.0.0.1';
  if (
    isIP(value) === 0 &&
    !/^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/.test(value)
  ) {
    throw new ConfigError('HOST', `IP アドレスかホスト名を指定してください (${value})`);
  }
  return value;
}

function port(env: Env): number {
  const value = read(env, 'PORT') ?? '3000';
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) {
    throw new ConfigError('PORT', `0〜65535 の整数を指定してください (${value})`);
  }
  return number;
}

/** Connections each app process keeps to PostgreSQL. */
function poolSize(env: Env): number {
  const value = read(env, 'DATABASE_POOL_SIZE') ?? '10';
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 200) {
    throw new ConfigError('DATABASE_POOL_SIZE', `1〜200 の整数を指定してください (${value})`);
  }
  return number;
}

function database(env: Env, dataDir: string): Config['database'] {
  const given = read(env, 'DATABASE_URL');
  // Checked with SQLite too: a typo must not wait until the move to PostgreSQL to show.
  const connections = poolSize(env);
  if (given === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') };
  if (/^postgres(ql)?:\/\//.test(given)) {
    const value = url(env, 'DATABASE_URL', ['postgres', 'postgresql'])!;
    return { kind: 'postgres', url: value, poolSize: connections };
  }
  throw new ConfigError(
    'DATABASE_URL',
    'postgres:// で始まる URL を指定するか、空にして SQLite を使ってください',
  );
}

function storage(env: Env): Config['storage'] {
  const driver = read(env, 'STORAGE_DRIVER') ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError('STORAGE_DRIVER', `local か s3 を指定してください (${driver})`);
  const required = (name: string) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(name, 'STORAGE_DRIVER=s3 のときは必須です');
    return value;
  };
  return {
    driver,
    s3: {
      bucket: required('S3_BUCKET'),
      region: required('S3_REGION'),
      endpoint: httpUrl(env, 'S3_ENDPOINT'),
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    },
  };
}

const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): Config['trustProxy'] {
  const value = read(env, 'TRUST_PROXY') ?? 'false';
  if (value === 'false') return false;
  // "true" trusts every X-Forwarded-For entry, so any visitor could choose their own address and
  // step around every per-address limit.
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      'true は使えません（X-Forwarded-For の左端をそのまま信じるため、誰でも自分のアドレスを名乗れます）。' +
        '手前のプロキシの段数を TRUST_PROXY=1 のように指定するか、' +
        'プロキシのアドレスを TRUST_PROXY=127.0.0.1 や TRUST_PROXY=10.0.0.0/8 のように指定してください',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  // Or the addresses and subnets of trusted proxies, comma-separated, as Fastify takes them.
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrSubnet)) return entries.join(',');
  throw new ConfigError(
    'TRUST_PROXY',
    `false / プロキシの段数 (例: 1) / 信頼するプロキシのアドレス（カンマ区切り、例: 127.0.0.1,10.0.0.0/8）を指定してください (${value})`,
  );
}

const hostNamePattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Comma-separated host names, each optionally `*.` + a domain; the browsers' services by default. */
function pushServiceHosts(env: Env): readonly string[] {
  const value = read(env, 'PUSH_SERVICE_HOSTS');
  if (value === undefined) return knownPushServiceHosts;
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  if (entries.every((entry) => hostNamePattern.test(entry.replace(/^\*\./, '')))) return entries;
  throw new ConfigError(
    'PUSH_SERVICE_HOSTS',
    `ホスト名か *.ドメイン をカンマ区切りで指定してください (例: fcm.googleapis.com,*.push.apple.com) (${value})`,
  );
}

function backup(env: Env, storageSettings: Config['storage']): Config['backup'] {
  const time = read(env, 'BACKUP_TIME') ?? '04:00';
  if (time !== 'off' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    throw new ConfigError(
      'BACKUP_TIME',
      `04:00 のような時刻 (00:00〜23:59) か off を指定してください (${time})`,
    );
  }
  const toS3 = read(env, 'BACKUP_TO_S3') ?? 'false';
  if (toS3 !== 'true' && toS3 !== 'false') {
    throw new ConfigError('BACKUP_TO_S3', `true か false を指定してください (${toS3})`);
  }
  if (toS3 === 'true' && storageSettings.driver !== 's3') {
    throw new ConfigError('BACKUP_TO_S3', 'true にするには STORAGE_DRIVER=s3 と S3 の設定が必要です');
  }
  return { time: time === 'off' ? null : time, copyToS3: toS3 === 'true' };
}

function video(env: Env): Config['video'] {
  const worker = read(env, 'VIDEO_WORKER') ?? 'in-process';
  if (worker !== 'in-process' && worker !== 'off') {
    throw new ConfigError('VIDEO_WORKER', `in-process か off を指定してください (${worker})`);
  }
  const executable = (name: string) => {
    const value = read(env, name);
    if (value !== undefined && !path.isAbsolute(value)) {
      throw new ConfigError(name, `/usr/bin/ffmpeg のような絶対パスを指定してください (${value})`);
    }
    return value ?? null;
  };
  // Two threads by default: on the 2-core machine this site runs on, a third would only queue.
  const threadsValue = read(env, 'VIDEO_THREADS') ?? String(Math.min(2, os.availableParallelism()));
  const threads = Number(threadsValue);
  if (!/^\d+$/.test(threadsValue) || threads < 1 || threads > 64) {
    throw new ConfigError('VIDEO_THREADS', `1〜64 の整数を指定してください (${threadsValue})`);
  }
  const preset = read(env, 'VIDEO_PRESET') ?? 'veryfast';
  if (!(videoPresets as readonly string[]).includes(preset)) {
    throw new ConfigError('VIDEO_PRESET', `${videoPresets.join(' / ')} のいずれかを指定してください`);
  }
  return {
    worker,
    ffmpegPath: executable('FFMPEG_PATH'),
    ffprobePath: executable('FFPROBE_PATH'),
    threads,
    preset: preset as VideoPreset,
  };
}

/** Reads and checks every setting once, at start. Throws ConfigError on the first bad one. */
export function loadConfig(env: Env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const timeZone = read(env, 'APP_TIMEZONE') ?? defaultTimeZone;
  if (!isValidTimeZone(timeZone))
    throw new ConfigError('APP_TIMEZONE', `不明なタイムゾーンです (${timeZone})`);
  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!(logLevels as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `${logLevels.join(' / ')} のいずれかを指定してください`);
  }
  const mailFrom = read(env, 'MAIL_FROM') ?? 'no-reply@localhost';
  // Either a bare address or the usual "Name <address>" form.
  if (!/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(mailFrom)) {
    throw new ConfigError(
      'MAIL_FROM',
      'メールアドレスを指定してください (例: "からだ日和 <no-reply@example.jp>")',
    );
  }
  const storageSettings = storage(env);

  return {
    port: port(env),
    host: host(env),
    publicUrl: publicUrl(env),
    dataDir,
    database: database(env, dataDir),
    timeZone,
    siteName: read(env, 'SITE_NAME') ?? copy.site.defaultName,
    joinUrl: httpUrl(env, 'JOIN_URL'),
    communityUrl: httpUrl(env, 'COMMUNITY_URL'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom,
    storage: storageSettings,
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    trustProxy: trustProxy(env),
    logLevel: logLevel as LogLevel,
    pushServiceHosts: pushServiceHosts(env),
    backup: backup(env, storageSettings),
    video: video(env),
  };
}
