import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { csrfHeader } from '#shared/csrf.js';
import { sessionCookieName } from '#server/plugins/session.js';

/**
 * One browser talking to the app through inject(): it keeps the session cookie between
 * requests and sends the CSRF header the web app sends.
 */
export function testVisitor(app: FastifyInstance) {
  let sessionToken: string | undefined;

  async function request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const method = options.method ?? 'GET';
    const response = await app.inject({
      ...options,
      headers: {
        ...(method === 'GET' ? {} : { [csrfHeader.name]: csrfHeader.value }),
        ...(sessionToken ? { cookie: `${sessionCookieName}=${sessionToken}` } : {}),
        ...options.headers,
      },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
    if (cookie) sessionToken = cookie.value === '' ? undefined : cookie.value;
    return response;
  }

  return {
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: object) => request({ method: 'POST', url, payload: payload ?? {} }),
    /** A body the web app never sends (another type, broken JSON), to see the server refuse it. */
    postRaw: (url: string, contentType: string, body: string) =>
      request({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body }),
    request,
    get sessionToken() {
      return sessionToken;
    },
    /** Pretend to be another browser that somehow holds this token (e.g. after logout). */
    useSessionToken(token: string | undefined) {
      sessionToken = token;
    },
  };
}

export type TestVisitor = ReturnType<typeof testVisitor>;
