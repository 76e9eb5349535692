import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in push service on loopback (issue 14): it accepts a message only with a valid VAPID
// signature (ES256 by the key the request names) and decrypts the aes128gcm payload (RFC 8291)
// with the device keys the test made, as a browser would.

/** The origin the app is told the push service has; the test transport sends it to loopback. */
export const standInPushOrigin = 'https://push.stand-in.test';

/** The setting that lets the app take the stand-in's endpoints (it takes only real services). */
export const standInPushEnv = { PUSH_SERVICE_HOSTS: new URL(standInPushOrigin).hostname };

export type StandInDevice = {
  /** What PushSubscription.toJSON() would give the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every message that reached this device, decrypted. */
  received: unknown[];
  /** The service's answer for this device (201 normally; 404/410 for a subscription it dropped). */
  status: number;
};

export type PushServiceStandIn = {
  url: string;
  device: (name: string) => StandInDevice;
  /** Requests refused for a bad signature or payload (always expected to be empty). */
  refused: string[];
  /** Every VAPID public key a request was signed with. */
  signers: Set<string>;
  close: () => Promise<void>;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

function verifyVapid(authorization: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('malformed JWT');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'ES256') {
    throw new Error('JWT is not ES256');
  }
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) throw new Error(`JWT aud ${body.aud} is not ${audience}`);
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600 * 1000) {
    throw new Error('JWT exp is not within 24 hours');
  }
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Error('JWT sub is missing');
  return key;
}

/** RFC 8291 / RFC 8188, one record: the device's side of Web Push encryption. */
function decrypt(body: Buffer, device: crypto.ECDH, authSecret: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const devices = new Map<string, StandInDevice & { ecdh: crypto.ECDH; auth: Buffer }>();
  const refused: string[] = [];
  const signers = new Set<string>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      try {
        signers.add(verifyVapid(request.headers.authorization, standInPushOrigin));
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        const message = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
        if (device.status >= 200 && device.status < 300) device.received.push(message);
        response.writeHead(device.status).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    signers,
    device(name) {
      const existing = devices.get(name);
      if (existing) return existing;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const device = {
        ecdh,
        auth,
        status: 201,
        received: [],
        subscription: {
          endpoint: `${standInPushOrigin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
      };
      devices.set(name, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
