import http from 'node:http';

export type Answer = { status: number; body: string; ms: number };

/**
 * One client: one keep-alive connection, requests one after another, like a browser tab.
 * A request not answered within `timeoutMs` counts as failed (status 0), as does a lost connection.
 */
export function httpClient(baseUrl: string, cookie: string, timeoutMs = 10_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  return {
    /** `from`: the visitor's address, as a reverse proxy in front would pass it on. */
    request(method: string, path: string, body?: object, from?: string): Promise<Answer> {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve) => {
        const finish = (status: number, text: string) =>
          resolve({ status, body: text, ms: performance.now() - started });
        const req = http.request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: {
              cookie,
              ...(method === 'GET' ? {} : { 'x-requested-with': 'karada-web' }),
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(from === undefined ? {} : { 'x-forwarded-for': from }),
            },
            timeout: timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
            res.on('error', () => finish(0, ''));
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => finish(0, ''));
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
