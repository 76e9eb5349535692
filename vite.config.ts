import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The Fastify server owns the API and the uploads; in dev the Vite server only forwards to it.
const backend = 'http://127.0.0.1:3000';
const proxy = { '/api': backend, '/uploads': backend };

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
  },
  server: { proxy },
  preview: { proxy },
});
