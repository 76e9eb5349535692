import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { maxUploadBytes, processImage } from './process-image.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
    .png()
    .toBuffer();

describe('processImage', () => {
  it('re-encodes a thumbnail to WebP at card size, under a name of its own', async () => {
    const result = await processImage(await png(1600, 900), 'thumbnail');
    expect(result.key).toMatch(/^thumbnails\/[0-9a-f-]{36}\.webp$/);
    expect((await sharp(result.data).metadata()).format).toBe('webp');
    expect([result.width, result.height]).toEqual([800, 450]);
  });

  it('never enlarges a small article image', async () => {
    const result = await processImage(await png(300, 200), 'image');
    expect(result.key).toMatch(/^images\//);
    expect([result.width, result.height]).toEqual([300, 200]);
  });

  it('drops camera and location metadata', async () => {
    const withExif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'SecretCam', Copyright: 'Hanako' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await processImage(withExif, 'image');
    const metadata = await sharp(result.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(result.data.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('refuses what is not an image, whatever it is called', async () => {
    await expect(
      processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image'),
    ).rejects.toThrow(copy.admin.uploadWrongType);
    await expect(processImage(Buffer.from('%PDF-1.7 not an image'), 'image')).rejects.toThrow(
      copy.admin.uploadWrongType,
    );
  });

  it('refuses a file over 10 MB', async () => {
    await expect(processImage(Buffer.alloc(maxUploadBytes + 1), 'image')).rejects.toThrow(
      copy.admin.uploadTooLarge,
    );
  });

  it('refuses a pixel bomb: a small file that would decode to a huge image', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(processImage(bomb, 'image')).rejects.toThrow(copy.admin.uploadTooManyPixels);
  });
});
