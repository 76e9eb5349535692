import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresRoot = path.resolve('src/web/features');

/** The feature a file belongs to (src/web/features/<name>/…), or null outside features. */
function featureOf(file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

const queryKeyMessage =
  "Inline query key: take it from the feature's query-keys.ts or #web/lib/shared-query-keys.";
// QueryClient methods whose first argument is a query key.
const queryClientKeyMethods =
  '/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery|fetchInfiniteQuery|prefetchInfiniteQuery)$/';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

const projectRules = {
  rules: {
    // A feature may use shared code, but never another feature: route modules compose them.
    'feature-isolation': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.resolve(context.filename);
        const own = featureOf(file);
        if (!own) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const resolved = source.startsWith('#web/')
            ? path.resolve('src/web', source.slice('#web/'.length))
            : source.startsWith('.') && path.resolve(path.dirname(file), source);
          if (!resolved) return;
          const target = featureOf(resolved);
          if (target && target !== own) {
            context.report({
              node,
              message: `Feature "${own}" imports feature "${target}": features do not import each other; compose them in src/web/app/routes instead.`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
    'file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program(node) {
            const base = path.basename(context.filename);
            if (!kebabCase.test(base)) {
              context.report({ node, message: `File name "${base}" is not kebab-case.` });
            } else if (/^index\.tsx?$/.test(base)) {
              context.report({
                node,
                message: 'No barrel files: import from the module that defines the thing.',
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, project: projectRules },
    // Resolves `./thing.js` to `thing.ts`; without it the boundary rule cannot see where imports lead.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
          // `#server/*` and `#shared/*` (package.json "imports") lead to the sources under this condition.
          conditionNames: ['karada-source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'project/file-names': 'error',
      'project/feature-isolation': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app never imports the server; put what both need in src/shared.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports the web app; put what both need in src/shared.',
            },
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'Shared code stands alone: it cannot import the server or the web app.',
            },
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'Features do not import the app layer; the app composes features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests outside src may still reach into the web app by a relative path (it has no alias there).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Climbing two folders or more: import through #server/…, #shared/… or #web/… instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the browser loads as they are (no build step): browser globals, not Node's.
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A key written out where it is used silently stops refreshing when the key it copied is
    // renamed: keys come from the factories in the feature's query-keys.ts or lib/shared-query-keys.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/query-keys.ts', 'src/web/lib/shared-query-keys.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(queryKey|mutationKey)$/] > :matches(ArrayExpression, Literal, TemplateLiteral)',
          message: queryKeyMessage,
        },
        {
          selector: `CallExpression[callee.property.name=${queryClientKeyMethods}] > :matches(ArrayExpression, Literal, TemplateLiteral):first-child`,
          message: queryKeyMessage,
        },
        {
          selector: "MemberExpression[computed=true][object.property.name='queryKey']",
          message:
            'Match a cached query with matchQuery and a key factory, not by reading its key by position.',
        },
      ],
    },
  },
  prettier,
);
