import path from 'node:path';
import { isValidTimeZone } from '../shared/business-time.js';
import { copy } from '../shared/copy.js';

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
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  timeZone: string;
  siteName: string;
  joinUrl: string | undefined;
  communityUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Settings };
  redisUrl: string | undefined;
  /** Fastify's trustProxy: on/off, trusted addresses, or a function trusting the nearest N hops. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: LogLevel;
};

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

function httpUrl(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `URL ではありません (${value})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, 'http:// か https:// で始まる URL を指定してください');
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

function database(env: Env, dataDir: string): Config['database'] {
  const url = read(env, 'DATABASE_URL');
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL', 'PostgreSQL の接続 URL として読めません');
    }
    return { kind: 'postgres', url };
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

function trustProxy(env: Env): Config['trustProxy'] {
  const value = read(env, 'TRUST_PROXY') ?? 'false';
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  // Fastify also accepts a comma-separated list of trusted addresses or subnets.
  if (/^[\d.:/a-fA-F, ]+$/.test(value)) return value;
  throw new ConfigError(
    'TRUST_PROXY',
    `true / false / ホップ数 / 信頼するアドレスを指定してください (${value})`,
  );
}

function redisUrl(env: Env): string | undefined {
  const value = read(env, 'REDIS_URL');
  if (value !== undefined && !/^rediss?:\/\//.test(value)) {
    throw new ConfigError('REDIS_URL', 'redis:// または rediss:// で始まる URL を指定してください');
  }
  return value;
}

function smtpUrl(env: Env): string | undefined {
  const value = read(env, 'SMTP_URL');
  if (value !== undefined && !/^smtps?:\/\//.test(value)) {
    throw new ConfigError('SMTP_URL', 'smtp:// または smtps:// で始まる URL を指定してください');
  }
  return value;
}

/** Reads and checks every setting once, at start. Throws ConfigError on the first bad one. */
export function loadConfig(env: Env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const timeZone = read(env, 'APP_TIMEZONE') ?? 'Asia/Tokyo';
  if (!isValidTimeZone(timeZone))
    throw new ConfigError('APP_TIMEZONE', `不明なタイムゾーンです (${timeZone})`);
  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!(logLevels as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `${logLevels.join(' / ')} のいずれかを指定してください`);
  }
  const mailFrom = read(env, 'MAIL_FROM') ?? 'no-reply@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom))
    throw new ConfigError('MAIL_FROM', 'メールアドレスを指定してください');

  return {
    port: port(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
    publicUrl: (httpUrl(env, 'PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    dataDir,
    database: database(env, dataDir),
    timeZone,
    siteName: read(env, 'SITE_NAME') ?? copy.site.defaultName,
    joinUrl: httpUrl(env, 'JOIN_URL'),
    communityUrl: httpUrl(env, 'COMMUNITY_URL'),
    smtpUrl: smtpUrl(env),
    mailFrom,
    storage: storage(env),
    redisUrl: redisUrl(env),
    trustProxy: trustProxy(env),
    logLevel: logLevel as LogLevel,
  };
}
