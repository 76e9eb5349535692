import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './temp-dir.js';

/**
 * A stand-in for the built web app: a fresh folder holding `files` (path inside it → content),
 * so a test shows just the files it serves. Remove it with removeDir.
 */
export function makeWebRoot(files: Record<string, string | Buffer>): string {
  const webRoot = makeTempDir('web');
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webRoot, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return webRoot;
}
