import { spawn } from 'node:child_process';

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

/** Starts the raw server; answers carry the same body and content-type as ours. */
export async function startRawBaseline(answers: RawAnswer[]) {
  const child = spawn(process.execPath, ['-e', source, JSON.stringify(answers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(/port (\d+)/.exec(chunk.toString())?.[1])));
    child.once('exit', (code) => reject(new Error(`raw baseline exited with ${code}`)));
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
