import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { sourceFiles } from '#tests/support/source-files.js';

// vite.config.ts finds the module of `copy.<area>` by its name in kebab case, to keep the areas the
// first script does not read out of it (decision 38); an area in a file of another name would
// silently land in the first script again.
const areaFiles = fs
  .readdirSync(new URL('../../src/shared/copy/', import.meta.url))
  .filter((name) => name.endsWith('.ts') && name !== 'areas.ts' && name !== 'format.ts')
  .map((name) => name.slice(0, -'.ts'.length));

/** The web app's and shared modules (not tests) that import `copy`, with their text. */
function modulesReadingCopy(): { file: string; text: string }[] {
  return ['src/web', 'src/shared']
    .flatMap((root) => sourceFiles(new URL(`../../${root}/`, import.meta.url).pathname))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
    .filter(({ text }) => /import \{[^}]*\bcopy\b[^}]*\} from '(#shared\/copy|\.\.?\/copy)\.js'/.test(text));
}

const kebab = (area: string) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('copy areas', () => {
  it('has one module per area, named after it, and every module is an area', () => {
    expect(Object.keys(copy).map(kebab).sort()).toEqual([...areaFiles].sort());
  });

  it('reads the words of each area from its module', async () => {
    for (const area of Object.keys(copy) as (keyof typeof copy)[]) {
      const module = (await import(
        /* @vite-ignore */ new URL(`../../src/shared/copy/${kebab(area)}.ts`, import.meta.url).href
      )) as Record<string, unknown>;
      expect(module[area]).toBe(copy[area]);
    }
  });

  it('is read only as copy.<area>, so that the bundler can leave the other areas out', () => {
    const modules = modulesReadingCopy();
    expect(modules.length).toBeGreaterThan(50);
    const wholeCopy = modules.flatMap(({ file, text }) => {
      // Imports and comments aside, every `copy` must be followed by `.area`: `copy[area]`,
      // `const { live } = copy` or passing `copy` on would pull every area into that chunk.
      const code = text
        .replace(/^import [^;]*;$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      return [...code.matchAll(/(?<![.\w$])copy\b(?!\.[A-Za-z_$])/g)].map(
        (match) =>
          `${path.relative(process.cwd(), file)}: …${code.slice(match.index - 20, match.index + 20)}…`,
      );
    });
    expect(wholeCopy).toEqual([]);
  });
});
