import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Storage } from '#server/storage/storage.js';

export type StorageFixture = {
  storage: Storage;
  /** Everything the driver holds (or wrote anywhere near its root), to prove nothing was written. */
  storedNames(): Promise<string[]>;
  tearDown(): Promise<void>;
};

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const freshKey = () => `thumbnails/${randomUUID()}-md.webp`;

// Traversal, absolute paths, separators and characters a server-made key never has.
const refusedKeys = [
  '',
  '../escape.webp',
  'thumbnails/../../escape.webp',
  'thumbnails/..webp',
  '/etc/passwd.webp',
  '/thumbnails/a.webp',
  'thumbnails//a.webp',
  'thumbnails\\a.webp',
  'thumbnails/a b.webp',
  'thumbnails/写真.webp',
  'thumbnails/a.webp?x=1',
  'thumbnails/%2e%2e/a.webp',
  'thumbnails/a.webp\n',
  'thumbnails',
];

/**
 * What every storage driver must do, run against each one. Call inside a describe; `create` gives
 * a fresh, empty driver for each case.
 */
export function storageContract(create: () => Promise<StorageFixture>): void {
  let fixture: StorageFixture;
  beforeEach(async () => {
    fixture = await create();
  });
  afterEach(async () => {
    await fixture.tearDown();
  });

  it('gives back the same bytes, content type and size that were put', async () => {
    const key = freshKey();
    // Larger than one stream chunk, so the whole body has to be read, not just the first piece.
    const body = randomBytes(200_000);
    await fixture.storage.put(key, body, 'image/webp');

    const stored = await fixture.storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored!.contentType).toBe('image/webp');
    expect(stored!.size).toBe(body.length);
    expect((await bytesOf(stored!.body)).equals(body)).toBe(true);
  });

  it('answers null for a key that was never put', async () => {
    expect(await fixture.storage.get(freshKey())).toBeNull();
  });

  it('removes what is deleted', async () => {
    const key = freshKey();
    const kept = freshKey();
    await fixture.storage.put(key, Buffer.from('gone'), 'image/webp');
    await fixture.storage.put(kept, Buffer.from('kept'), 'image/webp');

    await fixture.storage.delete(key);

    expect(await fixture.storage.get(key)).toBeNull();
    const stillThere = await fixture.storage.get(kept);
    expect(stillThere && (await bytesOf(stillThere.body)).toString()).toBe('kept');
  });

  it('lists every key stored, and no longer one that is deleted', async () => {
    const keys = [freshKey(), `images/${randomUUID()}-lg.webp`];
    for (const key of keys) await fixture.storage.put(key, Buffer.from('x'), 'image/webp');
    expect((await fixture.storage.list()).sort()).toEqual([...keys].sort());
    await fixture.storage.delete(keys[0]!);
    expect(await fixture.storage.list()).toEqual([keys[1]]);
  });

  it('deletes a missing key without complaint', async () => {
    await expect(fixture.storage.delete(freshKey())).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, and writes nothing for them', async () => {
    for (const key of refusedKeys) {
      await expect(fixture.storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
      expect(await fixture.storage.get(key), key).toBeNull();
      await expect(fixture.storage.delete(key), key).rejects.toThrow();
    }
    expect(await fixture.storedNames()).toEqual([]);
  });
}
