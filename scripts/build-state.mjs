// A fingerprint of everything the build reads, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const stampFile = path.join(root, 'dist', 'build-stamp.txt');

const inputs = [
  'src',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'tsconfig.node.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-landing.ts',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return (
    fs.existsSync(stampFile) &&
    fs.existsSync(path.join(root, 'dist/node/server/server.js')) &&
    fs.existsSync(path.join(root, 'dist/web/index.html')) &&
    fs.readFileSync(stampFile, 'utf8').trim() === sourceFingerprint()
  );
}
