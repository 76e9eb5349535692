import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the system temp dir; the prefix makes leftovers easy to recognise. */
export function makeTempDir(purpose: string, parent = os.tmpdir()): string {
  return fs.mkdtempSync(path.join(parent, `karada-${purpose}-`));
}

export function removeDir(dir: string): void {
  // Retries cover files that a process which has just exited was still closing.
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}
