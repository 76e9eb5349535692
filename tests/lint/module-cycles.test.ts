import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '#tests/support/source-files.js';

// The server's modules form layers: a module may use a lower one, never one that uses it back
// (README, "How the code is laid out"). A cycle is named with the files it runs through.
const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'src/server');

type Graph = Map<string, Set<string>>;

/**
 * The part of the server a file belongs to: its module (`modules/<feature>`) for a file in a
 * feature module, the file itself anywhere else (`plugins/session`, `images/youtube-thumbnails`,
 * `app`): a cycle through a plugin or a helper outside the modules is a cycle all the same.
 */
export function partOf(file: string): string {
  const parts = path.relative(server, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.join('/').replace(/\.ts$/, '');
}

/** Every place a file loads another from: `import … from`, `export … from`, `import('…')`. */
export function specifiersIn(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** The server file an import leads to, or null when it leads outside the server. */
function resolved(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('#server/')) target = path.join(server, specifier.slice('#server/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!target.startsWith(server + path.sep)) return null;
  return target.replace(/\.js$/, '.ts');
}

/** Which part of the server imports which (type-only imports too: they tie the parts just as much). */
export function serverGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(server)) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of specifiersIn(fs.readFileSync(file, 'utf8'))) {
      const target = resolved(file, specifier);
      if (target === null) continue;
      const to = partOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * Every group of parts that reach each other (Tarjan's strongly connected components), each
 * named by one cycle through it: `a → b → a`.
 */
export function cyclesIn(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    // Shortest way back to the start inside the group, breadth first.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      const next = [...(graph.get(node) ?? [])].sort().filter((candidate) => members.has(candidate));
      if (next.includes(start)) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        const cycle = [...way, start].join(' → ');
        // A group can hold more than this one cycle: name every part in it.
        return group.length > way.length
          ? `${cycle} (in one circle: ${[...group].sort().join(', ')})`
          : cycle;
      }
      for (const candidate of next) {
        if (!cameFrom.has(candidate) && candidate !== start) {
          cameFrom.set(candidate, node);
          queue.push(candidate);
        }
      }
    }
    throw new Error(`no way back to ${start}`);
  });
}

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('server modules', () => {
  it('never import each other in a circle', () => {
    const graph = serverGraph();
    // The walk must have seen the modules, or an empty graph would pass.
    expect(graph.has('modules/contents')).toBe(true);
    expect(graph.get('modules/contents')?.has('db/database')).toBe(true);
    expect(cyclesIn(graph)).toEqual([]);
  });

  it('name a circle when there is one (the check above can fail)', () => {
    expect(
      cyclesIn(
        graphOf({
          'modules/contents': ['modules/favorites', 'modules/users'],
          'modules/favorites': ['modules/contents'],
          'modules/users': [],
          'modules/auth': ['modules/attempts'],
          'modules/attempts': ['db', 'modules/auth'],
          db: [],
        }),
      ).sort(),
    ).toEqual([
      'modules/attempts → modules/auth → modules/attempts',
      'modules/contents → modules/favorites → modules/contents',
    ]);
    expect(cyclesIn(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a → b → c → a']);
    expect(cyclesIn(graphOf({ a: ['b', 'c'], b: ['a'], c: ['a'] }))).toEqual([
      'a → b → a (in one circle: a, b, c)',
    ]);
    expect(cyclesIn(graphOf({ a: ['a'] }))).toEqual(['a → a']);
    expect(cyclesIn(graphOf({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('read every kind of import a file can make', () => {
    const source = [
      "import type { Db } from '#server/db/database.js';",
      "import { a,\n  b } from '../contents/content-repository.js';",
      "export { c } from './c.js';",
      "import './side-effect.js';",
      "const later = await import('../uploads/upload-repository.js');",
    ].join('\n');
    expect(specifiersIn(source)).toEqual([
      '#server/db/database.js',
      '../contents/content-repository.js',
      './c.js',
      './side-effect.js',
      '../uploads/upload-repository.js',
    ]);
    expect(partOf(path.join(server, 'modules/contents/content-routes.ts'))).toBe('modules/contents');
    expect(partOf(path.join(server, 'modules/admin-routes.ts'))).toBe('modules/admin-routes');
    expect(partOf(path.join(server, 'plugins/session.ts'))).toBe('plugins/session');
    expect(partOf(path.join(server, 'app.ts'))).toBe('app');
  });
});
