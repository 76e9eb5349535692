import { describe, expect, it } from 'vitest';
import { securityHeadersFor, videoStorageOrigin } from './security-headers.js';

const s3 = { bucket: 'karada', region: 'ap-northeast-1', accessKeyId: 'a', secretAccessKey: 's' };

describe('the Content-Security-Policy for uploaded videos', () => {
  it('lets hls.js play from a blob: and fetch only our own origin with local storage', () => {
    const policy = securityHeadersFor('https://example.jp')['content-security-policy'];
    expect(policy).toContain("media-src 'self' blob:;");
    expect(policy).toContain("connect-src 'self';");
    expect(videoStorageOrigin({ driver: 'local' })).toBeNull();
  });

  it("adds the bucket's origin, where presigned segments come from, with S3 storage", () => {
    const aws = videoStorageOrigin({ driver: 's3', s3: { ...s3, endpoint: undefined } });
    expect(aws).toBe('https://karada.s3.ap-northeast-1.amazonaws.com');
    const custom = videoStorageOrigin({
      driver: 's3',
      s3: { ...s3, endpoint: 'https://storage.example.net:9000/some/path' },
    });
    expect(custom).toBe('https://storage.example.net:9000');
    const policy = securityHeadersFor('https://example.jp', custom)['content-security-policy'];
    expect(policy).toContain("connect-src 'self' https://storage.example.net:9000;");
    expect(policy).toContain("media-src 'self' blob: https://storage.example.net:9000;");
  });
});
