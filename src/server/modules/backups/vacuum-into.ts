import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Plain JavaScript run in a worker thread: better-sqlite3 is synchronous, and VACUUM INTO on the
// server's own thread would hold every request for as long as the copy takes.
const workerSource = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.sqliteModule);
const source = new SQLite(workerData.source, {
  readonly: true,
  fileMustExist: true,
  ...(workerData.nativeBinding ? { nativeBinding: workerData.nativeBinding } : {}),
});
try {
  source.pragma('busy_timeout = 5000');
  source.prepare('VACUUM INTO ?').run(workerData.out);
} finally {
  source.close();
}
`;

/**
 * Copies the SQLite database at `source` into the empty file `out`: one read transaction, so the
 * copy is the database as it stood when the copy began, with every write committed before then;
 * in WAL mode the site keeps reading and writing meanwhile. The copy is also compacted.
 */
export async function vacuumInto(source: string, out: string): Promise<void> {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      source,
      out,
      sqliteModule: createRequire(import.meta.url).resolve('better-sqlite3'),
      // Test runs on another Node line load a SQLite addon built for it (scripts/sqlite-binding-preload.mjs).
      nativeBinding: process.env['KARADA_SQLITE_BINDING'],
    },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`VACUUM INTO stopped with exit code ${code}`)),
    );
  });
}
