import { spawn } from 'node:child_process';
import path from 'node:path';

export type StartMeasure = {
  msToFirst200: number;
  rssMb: number;
  stop: () => Promise<void>;
  baseUrl: string;
};

/** Starts the built server and times how long until /api/health first answers 200. */
export async function startBuiltServer(root: string, dataDir: string): Promise<StartMeasure> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  for (;;) {
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const msToFirst200 = performance.now() - started;
  const status = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { msToFirst200, rssMb: rssKb / 1024, stop, baseUrl };
}
