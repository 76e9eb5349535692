import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const self = path.relative(root, import.meta.filename);

/** Every file a newcomer reads for the rules: the code, its tests, scripts, benchmarks and docs. */
function sourceFiles(): string[] {
  const files: string[] = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'results'].includes(entry.name)) walk(relative);
      } else if (/\.(ts|tsx|mjs|cjs|js|md)$/.test(entry.name) && relative !== self) {
        files.push(relative);
      }
    }
  };
  for (const dir of ['src', 'tests', 'scripts', 'bench', 'docs']) walk(dir);
  return files;
}

/** The anchor GitHub gives a Markdown heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

// Built from parts so that this file does not name them itself. A bare section sign stood for the
// original spec's sections; a public standard's section (RFC 5545 §3.6.5, or §3.1 after it) is fine.
const outsideDocuments = new RegExp(
  ['seed-spec', 'decisions\\.md', 'operations\\.md', 'copy-ja', 'shared/spec', '§(?!\\d+(\\.\\d+)+)'].join(
    '|',
  ),
);

describe('documentation references', () => {
  const files = sourceFiles();

  it('point only at documents this repository contains', () => {
    const outside = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideDocuments.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('lead to a section of docs/product.md or a decision note that exists', () => {
    const productAnchors = anchorsIn('docs/product.md');
    const broken: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, anchor] of text.matchAll(/docs\/product\.md#([\w-]+)/g)) {
        if (!productAnchors.has(anchor!)) broken.push(`${file}: docs/product.md#${anchor}`);
      }
      for (const [note] of text.matchAll(/docs\/decisions\/\d{4}-[\w-]+\.md/g)) {
        if (!fs.existsSync(path.join(root, note))) broken.push(`${file}: ${note}`);
      }
    }
    // Links inside docs/ are relative to the document.
    for (const file of files.filter((name) => name.startsWith('docs/'))) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const [, target, anchor] of text.matchAll(/\]\(([^)#\s]*\.md|[^)#\s]*\/)?(?:#([\w-]+))?\)/g)) {
        if (target?.includes(':')) continue;
        const linked = target ? path.join(path.dirname(file), target) : file;
        if (!fs.existsSync(path.join(root, linked))) broken.push(`${file}: ${target}`);
        else if (anchor && !anchorsIn(linked).has(anchor)) broken.push(`${file}: ${target ?? ''}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
