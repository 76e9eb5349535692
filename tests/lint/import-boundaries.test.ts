import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// The boundary rule silently allows everything when it cannot resolve imports, so prove it bites.
async function problemsOf(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('keep the server out of the web app', async () => {
    const problems = await problemsOf(
      'src/web/app/routes/example.ts',
      "import { loadConfig } from '../../../server/config.js';\nexport const x = loadConfig;\n",
    );
    expect(problems.join('\n')).toContain('The web app never imports the server');
    const aliased = await problemsOf(
      'src/web/app/routes/example.ts',
      "import { loadConfig } from '#server/config.js';\nexport const x = loadConfig;\n",
    );
    expect(aliased.join('\n')).toContain('The web app never imports the server');
  });

  it('keep the web app out of the server', async () => {
    const problems = await problemsOf(
      'src/server/modules/example.ts',
      "import { paths } from '../../web/config/paths.js';\nexport const x = paths;\n",
    );
    expect(problems.join('\n')).toContain('The server never imports the web app');
  });

  it('keep shared code free of both', async () => {
    const problems = await problemsOf(
      'src/shared/example.ts',
      "import { loadConfig } from '../server/config.js';\nexport const x = loadConfig;\n",
    );
    expect(problems.join('\n')).toContain('Shared code stands alone');
  });

  it('keep web features out of each other, while route modules compose them', async () => {
    const crossing = await problemsOf(
      'src/web/features/favorites/components/star.tsx',
      "import { useSession } from '../../auth/api/get-session';\nexport const x = useSession;\n",
    );
    expect(crossing.join('\n')).toContain('Feature "favorites" imports feature "auth"');
    const aliased = await problemsOf(
      'src/web/features/favorites/components/star.tsx',
      "import { useSession } from '#web/features/auth/api/get-session';\nexport const x = useSession;\n",
    );
    expect(aliased.join('\n')).toContain('Feature "favorites" imports feature "auth"');
    const inside = await problemsOf(
      'src/web/features/favorites/components/star.tsx',
      "import { toggle } from '../api/toggle-favorite';\nexport const x = toggle;\n",
    );
    expect(inside).toEqual([]);
    const route = await problemsOf(
      'src/web/app/routes/example.tsx',
      "import { useSession } from '#web/features/auth/api/get-session';\nexport const x = useSession;\n",
    );
    expect(route.filter((problem) => problem.includes('Feature'))).toEqual([]);
  });

  it('let both import shared code', async () => {
    const problems = await problemsOf(
      'src/server/modules/example.ts',
      "import { copy } from '#shared/copy.js';\nexport const x = copy;\n",
    );
    expect(problems).toEqual([]);
  });

  it('reach other folders through #server, #shared and #web instead of climbing', async () => {
    const problems = await problemsOf(
      'src/server/modules/example/example.ts',
      "import { copy } from '../../../shared/copy.js';\nexport const x = copy;\n",
    );
    expect(problems.join('\n')).toContain('#shared/');
  });

  it('refuse file names that are not kebab-case, and barrel files', async () => {
    expect((await problemsOf('src/shared/ContentCard.ts', 'export const x = 1;\n')).join('\n')).toContain(
      'not kebab-case',
    );
    expect((await problemsOf('src/shared/index.ts', 'export const x = 1;\n')).join('\n')).toContain(
      'No barrel files',
    );
  });
});
