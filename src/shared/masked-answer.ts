// A member page carries her first answers (decision 31) beside words taken from its address (a
// search, a content's id), and it goes compressed (decision 44). Someone who can see the sizes of
// her encrypted traffic and can make her browser open addresses of their choosing could then guess
// a secret in the page a character at a time: a right guess compresses against the secret and the
// page comes out a little shorter (the BREACH attack). An answer holding such a secret (her session:
// her e-mail and name) is written with a fresh random mask on every page, so its bytes never
// repeat and nothing an address adds can compress against them (docs/decisions/0045-…).

const maskedKey = '$masked';

/** An answer as the page carries it: the random mask, then the answer's bytes XOR the mask, in base64. */
export type MaskedAnswer = { [maskedKey]: string };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `value` as JSON under a mask made for this call alone (Web Crypto, in the server and browsers). */
export function maskAnswer(value: unknown): MaskedAnswer {
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const mask = new Uint8Array(plain.length);
  // Web Crypto fills at most 64 KB a call.
  for (let start = 0; start < mask.length; start += 65_536) {
    crypto.getRandomValues(mask.subarray(start, start + 65_536));
  }
  const written = new Uint8Array(plain.length * 2);
  written.set(mask);
  plain.forEach((byte, i) => {
    written[plain.length + i] = byte ^ mask[i]!;
  });
  return { [maskedKey]: toBase64(written) };
}

function isMasked(value: unknown): value is MaskedAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as Record<string, unknown>)[maskedKey] === 'string'
  );
}

/** The answer a masked one stands for; any other value as it is. Throws on a damaged mask. */
export function unmaskAnswer(value: unknown): unknown {
  if (!isMasked(value)) return value;
  const written = fromBase64(value[maskedKey]);
  if (written.length % 2 !== 0) throw new Error('a masked answer has an odd length');
  const length = written.length / 2;
  const plain = written.subarray(length).map((byte, i) => byte ^ written[i]!);
  // Bytes that are not UTF-8 are a damaged block, not text to guess at.
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
}
