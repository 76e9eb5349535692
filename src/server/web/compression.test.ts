import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody } from './compression.js';

describe('compression', () => {
  it('sends brotli or gzip only to clients that take them', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('sends a page of cards in a fraction of its bytes, the same JSON inside', () => {
    const cards = Array.from({ length: 21 }, (_, i) => ({
      id: `content-${i}`,
      title: `40代からのストレッチ ${i}：朝の5分でできること`,
      description: '肩と背中をゆっくり伸ばします。呼吸を止めずに、できる範囲で続けてください。',
      viewCount: i * 37,
    }));
    const body = Buffer.from(JSON.stringify({ items: cards, next: null }));
    const brotli = compressBody(body, 'br');
    const gzip = compressBody(body, 'gzip');
    expect(zlib.brotliDecompressSync(brotli).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotli.length).toBeLessThan(body.length / 5);
    expect(gzip.length).toBeLessThan(body.length / 4);
  });
});
