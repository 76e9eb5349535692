import { spawn } from 'node:child_process';
import { serverRuntime } from './runtime.js';

export type RawAnswer = { path: string; body: string; headers: Record<string, string> };

// The reference: Node's http module answering each captured body as a constant, in its own
// process like our server, so both pay for the same HTTP and the same loopback.
const source = `
const http = require('node:http');
const answers = new Map(JSON.parse(process.argv[1]).map((a) => [a.path, a]));
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

/**
 * Runs `script` (plain Node, given `argument` as JSON) as a server in its own process and waits for
 * it to print the port it listens on: the raw baselines the benches compare our server with.
 */
export async function startScriptServer(name: string, script: string, argument: unknown) {
  // The same Node as our server's (bench/support/runtime.ts), so a ratio compares like with like.
  const child = spawn((await serverRuntime()).node, ['-e', script, JSON.stringify(argument)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(/port (\d+)/.exec(chunk.toString())?.[1])));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the raw server; answers carry the same body and content-type as ours. */
export function startRawBaseline(answers: RawAnswer[]) {
  return startScriptServer('raw baseline', source, answers);
}
