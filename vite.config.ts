import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server owns the API and the uploads; in dev the Vite server only forwards to it.
const backend = 'http://127.0.0.1:3000';
const proxy = { '/api': backend, '/uploads': backend };

export default defineConfig({
  // Absolute paths so the config works from any working directory (scripts, tests, IDEs).
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: { proxy },
  preview: { proxy },
});
