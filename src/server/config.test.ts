import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'media',
    S3_REGION: 'ap-northeast-1',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/site/data'),
      database: { kind: 'sqlite', file: path.resolve('/srv/site/data/app.sqlite') },
      timeZone: 'Asia/Tokyo',
      siteName: 'からだ日和',
      joinUrl: undefined,
      mailFrom: 'no-reply@localhost',
      storage: { driver: 'local' },
      trustProxy: false,
      logLevel: 'info',
      backup: { time: '04:00', copyToS3: false },
    });
  });

  it('backs up at BACKUP_TIME, or never with off, and copies to S3 only with the S3 settings', () => {
    expect(loadConfig({ BACKUP_TIME: '23:30' }).backup).toEqual({ time: '23:30', copyToS3: false });
    expect(loadConfig({ BACKUP_TIME: 'off' }).backup.time).toBeNull();
    expect(() => loadConfig({ BACKUP_TO_S3: 'true' })).toThrow(/BACKUP_TO_S3.*STORAGE_DRIVER=s3/);
    expect(loadConfig({ ...s3, BACKUP_TO_S3: 'true' }).backup.copyToS3).toBe(true);
  });

  it('converts videos in the app with two ffmpeg threads unless VIDEO_WORKER / VIDEO_THREADS say otherwise', () => {
    expect(loadConfig({}).video).toMatchObject({
      worker: 'in-process',
      ffmpegPath: null,
      preset: 'veryfast',
    });
    expect(loadConfig({}).video.threads).toBeLessThanOrEqual(2);
    expect(loadConfig({ VIDEO_WORKER: 'off', VIDEO_THREADS: '1' }).video).toMatchObject({
      worker: 'off',
      threads: 1,
    });
    expect(() => loadConfig({ VIDEO_WORKER: 'separate' })).toThrow(/VIDEO_WORKER/);
    expect(() => loadConfig({ VIDEO_THREADS: '0' })).toThrow(/VIDEO_THREADS/);
    expect(() => loadConfig({ FFMPEG_PATH: 'ffmpeg' })).toThrow(/FFMPEG_PATH.*絶対パス/);
    expect(() => loadConfig({ VIDEO_PRESET: 'placebo' })).toThrow(/VIDEO_PRESET/);
  });

  it('switches to PostgreSQL for a postgres:// URL, with 10 connections unless DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app:pw@db:5432/site' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app:pw@db:5432/site',
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/site', DATABASE_POOL_SIZE: '25' }).database,
    ).toMatchObject({ poolSize: 25 });
  });

  it('reads S3 settings only as a complete set', () => {
    expect(loadConfig(s3).storage).toMatchObject({
      driver: 's3',
      s3: { bucket: 'media', endpoint: undefined },
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
  });

  it('lets members name only the browsers’ push services unless PUSH_SERVICE_HOSTS says which', () => {
    expect(loadConfig({}).pushServiceHosts).toContain('fcm.googleapis.com');
    expect(loadConfig({}).pushServiceHosts).toContain('*.push.apple.com');
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'Push.Example.jp, *.push.example.net' }).pushServiceHosts,
    ).toEqual(['push.example.jp', '*.push.example.net']);
    for (const bad of ['https://push.example.jp', 'push.example.jp:8443', '*', 'localhost', '*.jp.']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: bad }), bad).toThrow(/PUSH_SERVICE_HOSTS/);
    }
  });

  it('keeps PUBLIC_URL to its origin and accepts named proxy ranges and a named sender', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://karada.example.jp/',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      MAIL_FROM: 'からだ日和 <no-reply@karada.example.jp>',
    });
    expect(config.publicUrl).toBe('https://karada.example.jp');
    expect(config.trustProxy).toBe('loopback,10.0.0.0/8');
    expect(config.mailFrom).toBe('からだ日和 <no-reply@karada.example.jp>');
  });

  it('trusts a number of proxy hops', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });

  it('refuses TRUST_PROXY=true, which would let any visitor choose their address, and says what to set', () => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: 'true' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain('TRUST_PROXY=1');
    expect(message).toContain('TRUST_PROXY=127.0.0.1');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'https://karada.example.jp/members?x=1'],
    ['HOST', 'not a host!'],
    ['DATABASE_URL', 'postgres://'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_POOL_SIZE', '500'],
    ['APP_TIMEZONE', 'Tokyo'],
    ['JOIN_URL', 'javascript:alert(1)'],
    ['SMTP_URL', 'http://mail'],
    ['STORAGE_DRIVER', 'ftp'],
    ['REDIS_URL', 'localhost:6379'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', 'ff'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['REDIS_URL', 'redis://'],
    ['LOG_LEVEL', 'loud'],
    ['MAIL_FROM', 'nobody'],
    ['BACKUP_TIME', '4:00'],
    ['BACKUP_TIME', '24:00'],
    ['BACKUP_TO_S3', 'yes'],
  ])('stops with a message naming %s when it is %s', (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });
});
