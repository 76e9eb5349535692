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

/**
 * A built web app with a member chunk: the page (the entry's script only) and Vite's build manifest
 * naming the member chunk, the passphrase page's chunks, what they import and their style sheets
 * (src/server/web/chunk-tags.ts).
 */
export function makeMemberWebRoot(): string {
  const page =
    '<!doctype html><html lang="ja"><head><title>からだ日和</title>' +
    '<script type="module" src="/assets/index-aaaa1111.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  const manifest = {
    'src/web/main.tsx': { file: 'assets/index-aaaa1111.js', name: 'index', isEntry: true },
    '_member-bbbb2222.js': {
      file: 'assets/member-bbbb2222.js',
      name: 'member',
      imports: ['_useBaseQuery-cccc3333.js', 'src/web/main.tsx'],
      css: ['assets/member-dddd4444.css'],
    },
    '_useBaseQuery-cccc3333.js': { file: 'assets/useBaseQuery-cccc3333.js', name: 'useBaseQuery' },
    // The passphrase page's screens (src/shared/entry-screens.ts), as the real build splits them.
    'components/layouts/entry-layout.tsx': {
      file: 'assets/entry-layout-eeee5555.js',
      name: 'entry-layout',
      imports: ['src/web/main.tsx', '_member-bbbb2222.js'],
      css: ['assets/entry-layout-ffff6666.css'],
    },
    'app/routes/gate.tsx': {
      file: 'assets/gate-gggg7777.js',
      name: 'gate',
      imports: ['src/web/main.tsx', '_card-hhhh8888.js'],
      css: ['assets/auth-form-iiii9999.css'],
    },
    '_card-hhhh8888.js': { file: 'assets/card-hhhh8888.js', name: 'card' },
  };
  return makeWebRoot({ 'index.html': page, '.vite/manifest.json': JSON.stringify(manifest) });
}
