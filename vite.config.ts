import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The Fastify server owns the API and the uploads; in dev the Vite server only forwards to it.
const backend = 'http://127.0.0.1:3000';
const proxy = { '/api': backend, '/uploads': backend };

const webRoot = fileURLToPath(new URL('./src/web/', import.meta.url));
const memberRoutes = `${webRoot}app/routes/member/`;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const copyNamespace = fileURLToPath(new URL('./src/shared/copy.ts', import.meta.url));
const copyAreas = fileURLToPath(new URL('./src/shared/copy/', import.meta.url));

/**
 * The copy areas a module reads as `copy.<area>`. Through the `copy` namespace every module
 * seems to import every area, but the bundler keeps only the areas read (decision 38); the
 * chunk rule below has to see the same, or every area would count as the entry's.
 */
function copyAreasRead(id: string): string[] {
  const source = fs.readFileSync(id, 'utf8');
  const areas = new Set([...source.matchAll(/\bcopy\.([a-zA-Z]+)/g)].map((match) => match[1]!));
  return [...areas].map((area) => `${copyAreas}${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`);
}

/** Every module reachable from `roots` through static imports (dynamic imports stay apart). */
function staticallyReachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    if (!imported.includes(copyNamespace)) queue.push(...imported);
    else queue.push(...imported.filter((other) => other !== copyNamespace), ...copyAreasRead(id));
  }
  return seen;
}

/**
 * The member screens' code in one chunk: split by module, a member page asked for about fifty
 * files of 1–3 KB after the entry, which a phone fetches six at a time (decision 31). The chunk
 * holds what the member routes import statically and the entry does not already load; lazy
 * imports (the editor, the video player) stay their own chunks.
 */
const memberArea = new WeakMap<object, Set<string>>();
function memberAreaChunk(id: string, graph: ModuleGraph): string | null {
  let area = memberArea.get(graph);
  if (!area) {
    const routes = fs
      .readdirSync(memberRoutes)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))
      .map((name) => memberRoutes + name);
    const initial = staticallyReachable(graph, [`${webRoot}main.tsx`]);
    area = new Set([...staticallyReachable(graph, routes)].filter((module) => !initial.has(module)));
    memberArea.set(graph, area);
  }
  const queryHook = (queryHooks.test(id) && !queryProvider.test(id)) || queryObservers.test(id);
  return area.has(id) || queryHook ? 'member' : null;
}

// TanStack Query's hooks and the observers behind them look reachable from the entry through the
// packages' index files (they re-export everything) though the entry uses only the client and the
// provider, so they fell out of the member chunk and became four files of 1–4 KB of their own,
// loaded once the browser's six connections were busy (decision 31).
const queryHooks = /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/;
const queryProvider = /[\\/](index|QueryClientProvider|types)\.js$/;
const queryObservers =
  /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/].*[\\/](query|infiniteQuery|mutation|queries)Observer\.js$/;

export default defineConfig({
  // Absolute paths so the config works from any working directory (scripts, tests, IDEs).
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  resolve: {
    // `#web/*` is the web app's own folder (tsconfig.web.json "paths"); `#shared/*` comes from
    // package.json "imports", whose `karada-source` condition leads to the TypeScript sources.
    alias: [{ find: /^#web\//, replacement: `${fileURLToPath(new URL('./src/web/', import.meta.url))}` }],
    conditions: ['karada-source', ...defaultClientConditions],
  },
  plugins: [
    react(),
    // Our own service worker (src/web/sw) with the precache list injected; the manifest and the
    // registration are ours too (public/manifest.webmanifest, lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg'],
        // The editor is for staff only; no member's phone should download it. hls.js comes only
        // when an uploaded video is played, which needs the network anyway (issue 24).
        globIgnores: ['assets/rich-text-editor-*', 'assets/content-body-editor-*', 'assets/hls.light-*'],
        // The shell is asked for as "/" (the server fills in the site name there).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server reads it to name the member chunk in the member pages (src/server/web/member-chunk.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: memberAreaChunk, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
