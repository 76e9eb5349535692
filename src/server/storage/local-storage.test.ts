import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import { storageContract } from '#tests/support/storage-contract.js';
import { makeTempDir, removeDir } from '#tests/support/temp-dir.js';
import { localStorage } from './local-storage.js';

describe('local storage', () => {
  storageContract(async () => {
    // The uploads folder sits one level down, so a file that escaped it would still be seen.
    const dir = makeTempDir('uploads');
    return {
      storage: localStorage(path.join(dir, 'uploads')),
      storedNames: async () =>
        fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => !entry.isDirectory())
          .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
      tearDown: async () => removeDir(dir),
    };
  });
});
