import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Signed video addresses (docs/decisions/0029-video-playback-protection.md). A signature is an
// HMAC-SHA256, with this install's secret, over the video, the resource, the expiry and a hash of
// the session it was written for: a copied address fails in any other session, after its expiry,
// for any other video or resource, and when a character of it is changed.

/** What one signature opens: a rendition (its playlist and all its segments), or the key. */
export type SignedResource = `rendition:${string}` | 'key';

export type SignatureClaim = {
  videoId: string;
  resource: SignedResource;
  /** Unix seconds. */
  expires: number;
  /** sessions.id (itself the hash of the cookie's token). */
  sessionId: string;
};

/** Watching may pause and seek: the whole video's length, and half an hour more. */
const graceSeconds = 30 * 60;

export function expiryFor(now: Date, durationSeconds: number): number {
  return Math.floor(now.getTime() / 1000) + Math.ceil(durationSeconds) + graceSeconds;
}

function digest(secret: Buffer, claim: SignatureClaim): Buffer {
  // The session enters only as a hash, so the signed text never holds what the database keys on.
  const session = createHash('sha256').update(claim.sessionId).digest('hex');
  return createHmac('sha256', secret)
    .update(`${claim.videoId}\n${claim.resource}\n${claim.expires}\n${session}`)
    .digest();
}

export function signatureOf(secret: Buffer, claim: SignatureClaim): string {
  return digest(secret, claim).toString('base64url');
}

/** The query string carrying a signature: `e=<expiry>&s=<signature>`. */
export function signedQuery(secret: Buffer, claim: SignatureClaim): string {
  return `e=${claim.expires}&s=${signatureOf(secret, claim)}`;
}

/**
 * A rendition's grant, `<expiry>.<signature>`: it goes in the path of the rendition's playlist
 * address, so the segments the playlist names by bare file name inherit it (one signature in the
 * playlist, not one per segment line).
 */
export function renditionGrant(secret: Buffer, claim: SignatureClaim): string {
  return `${claim.expires}.${signatureOf(secret, claim)}`;
}

/** The expiry and signature of a grant whose form the route's schema already checked. */
export function grantParts(grant: string): { e: number; s: string } {
  const dot = grant.indexOf('.');
  return { e: Number(grant.slice(0, dot)), s: grant.slice(dot + 1) };
}

/** True when `signature` was written for this claim and the claim has not expired at `now`. */
export function signatureHolds(secret: Buffer, claim: SignatureClaim, signature: string, now: Date): boolean {
  if (claim.expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = digest(secret, claim);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
