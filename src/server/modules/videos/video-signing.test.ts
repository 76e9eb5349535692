import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expiryFor, signatureHolds, signatureOf, type SignatureClaim } from './video-signing.js';

const secret = randomBytes(32);
const now = new Date('2026-11-30T12:00:00Z');
const claim: SignatureClaim = {
  videoId: 'b7f1c1de-0000-4000-8000-000000000001',
  resource: 'rendition:360p',
  expires: expiryFor(now, 600),
  sessionId: 'a'.repeat(64),
};

describe('video address signatures', () => {
  it('last the video’s length and half an hour more', () => {
    expect(claim.expires - now.getTime() / 1000).toBe(600 + 1800);
  });

  it('hold for the claim they were written for, until the expiry', () => {
    const signature = signatureOf(secret, claim);
    expect(signatureHolds(secret, claim, signature, now)).toBe(true);
    expect(signatureHolds(secret, claim, signature, new Date(claim.expires * 1000 - 1))).toBe(true);
    expect(signatureHolds(secret, claim, signature, new Date(claim.expires * 1000))).toBe(false);
  });

  it('fail for another session, video, resource, expiry or secret, and when changed', () => {
    const signature = signatureOf(secret, claim);
    const others: SignatureClaim[] = [
      { ...claim, sessionId: 'b'.repeat(64) },
      { ...claim, videoId: 'b7f1c1de-0000-4000-8000-000000000002' },
      { ...claim, resource: 'rendition:720p' },
      { ...claim, resource: 'key' },
      { ...claim, expires: claim.expires + 3600 },
    ];
    for (const other of others) expect(signatureHolds(secret, other, signature, now)).toBe(false);
    expect(signatureHolds(randomBytes(32), claim, signature, now)).toBe(false);
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(signatureHolds(secret, claim, changed, now)).toBe(false);
    expect(signatureHolds(secret, claim, '', now)).toBe(false);
  });
});
