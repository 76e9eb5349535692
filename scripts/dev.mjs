// npm run dev: the API server (reloads on change) and Vite's dev server (hot reload), together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', '--conditions=karada-source', 'src/server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://127.0.0.1:3000, web app with hot reload on http://127.0.0.1:5173');

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
