// The paced audience of bench/support/paced-load.ts, run as a process of its own (`node
// paced-client.mjs <options as JSON>`, answer as JSON on stdout). Why apart and why so plain: the
// client is measured with the server, so it must add no pause of its own — not the bench
// process's big heap being collected while answers arrive, nor a new buffer for every 64 KB read
// (35 MB a second of garbage at 50 viewers of 700 KB segments). Each viewer reads its socket into
// one buffer of its own, reused for every read, and counts the body's bytes without keeping them.
import net from 'node:net';

const options = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(options.url);
const headerText = Object.entries(options.headers)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');
const headerEnd = Buffer.from('\r\n\r\n');

/** One keep-alive connection, one request at a time; resolves true for a whole 200 answer. */
function connection() {
  let socket;
  let current; // { resolve, head: Buffer | null, status, remaining }
  const finish = (ok) => {
    const done = current;
    current = undefined;
    done?.resolve(ok);
  };
  const onBytes = (length, buffer) => {
    if (!current) return;
    let body = length;
    if (current.head !== null) {
      // The head is small and arrives first; copied only when a read ends before it does.
      const bytes = buffer.subarray(0, length);
      const head = current.head.length > 0 ? Buffer.concat([current.head, bytes]) : bytes;
      const end = head.indexOf(headerEnd);
      if (end === -1) {
        current.head = Buffer.from(head);
        return;
      }
      const text = head.subarray(0, end).toString('latin1');
      current.status = Number(text.slice(9, 12));
      const sized = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      if (!sized) return void socket.destroy(new Error('an answer without content-length'));
      current.remaining = Number(sized[1]);
      current.head = null;
      body = head.length - end - headerEnd.length;
    }
    current.remaining -= body;
    if (current.remaining <= 0) finish(current.status === 200 && current.remaining === 0);
  };
  const open = () => {
    socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: { buffer: Buffer.alloc(64 * 1024), callback: onBytes },
    });
    socket.setNoDelay(true);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      socket = undefined;
      finish(false);
    });
  };
  return {
    get(path) {
      if (!socket) open();
      return new Promise((resolve) => {
        current = { resolve, head: Buffer.alloc(0), status: 0, remaining: 0 };
        socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${headerText}\r\n`);
      });
    },
    close: () => socket?.destroy(),
  };
}

const latencies = [];
let failures = 0;

async function viewer(index) {
  const client = connection();
  const start = performance.now() + Math.random() * options.intervalMs;
  const end = performance.now() + options.seconds * 1000;
  try {
    for (let turn = 0; ; turn++) {
      const due = start + turn * options.intervalMs;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const ok = await client.get(options.paths[(index * 7 + turn) % options.paths.length]);
      if (ok) latencies.push(performance.now() - due);
      else failures++;
    }
  } finally {
    client.close();
  }
}

await Promise.all(Array.from({ length: options.viewers }, (_, index) => viewer(index)));
process.stdout.write(JSON.stringify({ latencies, failures }));
