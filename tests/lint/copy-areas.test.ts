import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';

// vite.config.ts finds the module of `copy.<area>` by its name in kebab case, to keep the areas the
// first script does not read out of it (decision 38); an area in a file of another name would
// silently land in the first script again.
const areaFiles = fs
  .readdirSync(new URL('../../src/shared/copy/', import.meta.url))
  .filter((name) => name.endsWith('.ts') && name !== 'areas.ts' && name !== 'format.ts')
  .map((name) => name.slice(0, -'.ts'.length));

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
});
