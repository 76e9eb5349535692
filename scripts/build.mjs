// npm run build: the server (tsc), the web app (Vite), the prerendered landing page and the icons
// (scripts/build-landing.ts), pre-compressed copies of the assets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { root, sourceFingerprint, stampFile } from './build-state.mjs';

const started = performance.now();
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The stamp goes first and comes back last: a build that fails half-way is never taken as current.
fs.rmSync(stampFile, { force: true });
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
// The words are one module per area so that the web app's chunks carry only the areas they read
// (decision 38). The server process is bundled whole below (decision 41); the command line, the
// worker and Lighthouse's seeding run tsc's files, where 35 small files took about 13 ms more than
// one to import, so their copy.js is the areas bundled into one file (tsc's files stay beside it).
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    lib: { entry: path.join(root, 'src/shared/copy.ts'), formats: ['es'], fileName: () => 'copy.js' },
    outDir: path.join(root, 'dist/node/shared'),
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    target: 'node20',
  },
});
// The server process is one file (decision 41): Node otherwise resolves, reads and compiles about
// 1,000 modules at every start (typebox alone is 709 files), which was most of the start-up time.
// Native addons and the packages that find their own files through __dirname (pino's transports,
// swagger's static mode, ioredis's error stacks) stay where npm put them; so does pg, loaded only
// for PostgreSQL. tsc's files stay beside it for the command line, the worker and the tests.
// Minified (decision 38, revision of issue 25): V8 keeps a script's whole source in memory for as
// long as the process runs, and the readable bundle was 6.1 MB of it, held at two bytes a character
// because its comments had Japanese in them. Whitespace and syntax only: names are not shortened, so
// errors and logs still say which class or function without esbuild's keepNames, which renamed
// every function each time one was made and measurably slowed requests (4.0 MB, about 17 MB less
// RSS after the mixed load on Node 20). The source map gives the lines (`node --enable-source-maps`).
// Split at the dynamic imports (decision 38, revision of 2026-11-27): what a member's request never
// reaches (nodemailer, the AWS SDK for S3 storage, tus, web-push) is a file of its own, read and
// compiled at its first use instead of held in the source V8 keeps from the start. The pieces sit
// beside server.js, so `import.meta.url` points at the same folder whichever piece a module lands in.
const serverDir = path.join(root, 'dist/node/server');
const serverBundle = path.join(serverDir, 'server.js');
// Parts an earlier build wrote are removed only once they are a day old: a server still running
// from that build (`npm start` rebuilds in place after a pull) loads its parts at their first use
// (the first mail, upload or push), and their hashed names never collide with the new ones.
const bundlePart = /^part-.*\.js(\.map|\.LEGAL\.txt)?$/;
const dayMs = 24 * 60 * 60 * 1000;
for (const file of fs.readdirSync(serverDir)) {
  const full = path.join(serverDir, file);
  if (bundlePart.test(file) && Date.now() - fs.statSync(full).mtimeMs > dayMs) fs.rmSync(full);
}
const bundled = await esbuild({
  entryPoints: [{ in: serverBundle, out: 'server' }],
  outdir: serverDir,
  splitting: true,
  chunkNames: 'part-[name]-[hash]',
  metafile: true,
  absWorkingDir: root,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
  // The dependencies' licence comments go to server.js.LEGAL.txt instead of the source V8 keeps.
  legalComments: 'external',
  logLevel: 'warning',
  external: [
    'better-sqlite3',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'pg-native',
    'pino',
    'thread-stream',
    '@fastify/swagger',
    'ioredis',
  ],
  // Bundled CommonJS packages still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as bundledRequire } from 'node:module';\nconst require = bundledRequire(import.meta.url);",
  },
});
// esbuild writes strings with \u escapes but leaves a regular expression literal as written: one
// character past Latin-1 there and V8 holds the whole bundle at two bytes a character (+4 MB).
for (const piece of Object.keys(bundled.metafile.outputs).filter((file) => file.endsWith('.js'))) {
  const wideCharacter = /[\u0100-\uffff]/.exec(fs.readFileSync(path.resolve(root, piece), 'utf8'));
  if (wideCharacter) {
    const context = wideCharacter.input.slice(
      Math.max(0, wideCharacter.index - 60),
      wideCharacter.index + 20,
    );
    throw new Error(
      `The server bundle (${piece}) has a character past Latin-1 (${wideCharacter[0]}) in: ${context}\n` +
        "Write it in a string (new RegExp('…')) instead of a /…/ literal: see decision 38.",
    );
  }
}
// What the start reads: server.js and the parts it imports statically. A static import of a package
// that only staff, mail or S3 storage use would quietly bring it back into every start.
const startOutputs = new Set();
const reach = (output) => {
  if (startOutputs.has(output)) return;
  startOutputs.add(output);
  for (const imported of bundled.metafile.outputs[output].imports) {
    if (imported.kind === 'import-statement' && !imported.external) reach(imported.path);
  }
};
reach(path.relative(root, serverBundle));
const loadedAtFirstUse = /node_modules\/(nodemailer|@aws-sdk|@smithy|@tus|web-push)\//;
for (const output of startOutputs) {
  const early = Object.keys(bundled.metafile.outputs[output].inputs).find((input) =>
    loadedAtFirstUse.test(input),
  );
  if (early) {
    throw new Error(
      `${early} is loaded when the server starts (${output}); import it with import() where it is used ` +
        '(decision 38, revision of 2026-11-27).',
    );
  }
}
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(process.execPath, ['--conditions=karada-source', '--import', 'tsx', 'scripts/build-landing.ts']);

// The server sends .br / .gz files as they are, so nothing is compressed per request.
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;
function* walk(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
for (const file of walk(path.join(root, 'dist/web'))) {
  if (!compressible.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

fs.writeFileSync(stampFile, `${sourceFingerprint()}\n`);
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
