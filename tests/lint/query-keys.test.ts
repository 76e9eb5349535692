import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// A key written out by hand keeps compiling after the key it copied is renamed: prove the rule bites.
async function problemsOf(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const api = 'src/web/features/favorites/api/example.ts';

describe('query keys', () => {
  it('refuse a key written out in query options', async () => {
    const inline = await problemsOf(api, "export const options = { queryKey: ['favorites', 'list'] };\n");
    expect(inline.join('\n')).toContain('Inline query key');
    const spread = await problemsOf(
      api,
      "import { favoriteKeys } from '../query-keys';\nexport const options = { queryKey: [...favoriteKeys.all, 'x'] };\n",
    );
    expect(spread.join('\n')).toContain('Inline query key');
  });

  it('refuse a key written out in a refresh', async () => {
    const invalidate = await problemsOf(
      api,
      "import type { QueryClient } from '@tanstack/react-query';\nexport const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: ['favorites'] });\n",
    );
    expect(invalidate.join('\n')).toContain('Inline query key');
    const set = await problemsOf(
      api,
      "import type { QueryClient } from '@tanstack/react-query';\nexport const write = (client: QueryClient) => client.setQueryData(['favorites'], []);\n",
    );
    expect(set.join('\n')).toContain('Inline query key');
  });

  it('refuse matching a cached query by reading its key by position', async () => {
    const problems = await problemsOf(
      api,
      "import type { QueryClient } from '@tanstack/react-query';\nexport const refresh = (client: QueryClient) => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });\n",
    );
    expect(problems.join('\n')).toContain('matchQuery');
  });

  it('take keys from the factories, and let the key homes and the data itself be arrays', async () => {
    const fromFactory = await problemsOf(
      api,
      "import type { QueryClient } from '@tanstack/react-query';\nimport { favoriteKeys } from '../query-keys';\nexport const write = (client: QueryClient) => client.setQueryData(favoriteKeys.list(), { items: [] });\nexport const options = { queryKey: favoriteKeys.list() };\n",
    );
    expect(fromFactory).toEqual([]);
    const home = await problemsOf(
      'src/web/features/favorites/query-keys.ts',
      "const all = ['favorites'] as const;\nexport const favoriteKeys = { all, list: () => [...all, 'list'] as const };\n",
    );
    expect(home).toEqual([]);
  });
});
