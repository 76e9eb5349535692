import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { cachedAtHeader } from '#shared/offline-caches.js';
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  apiRequest,
  errorField,
  errorMessage,
  errorMessageFromBody,
  requestHeaders,
} from './api-client';
import { forgetServerClock, serverNow } from './server-clock';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A server that never answers: the request ends only when its signal aborts, as fetch then does. */
function stubFetchAnsweringOnlyAnAbort() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetServerClock();
});

describe('requestHeaders', () => {
  it('sends the anti-forgery header on everything but GET', () => {
    expect(requestHeaders('GET', false)).toEqual({ accept: 'application/json' });
    expect(requestHeaders('POST', true)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      [csrfHeader.name]: csrfHeader.value,
    });
    expect(requestHeaders('DELETE', false)[csrfHeader.name]).toBe(csrfHeader.value);
  });
});

describe('errorMessageFromBody', () => {
  it("uses the server's own message", () => {
    expect(errorMessageFromBody(401, { message: copy.gate.wrong })).toBe(copy.gate.wrong);
  });

  it('says the server cannot be reached when a gateway answers without one', () => {
    expect(errorMessageFromBody(502, null)).toBe(copy.site.offline);
    expect(errorMessageFromBody(504, '<html>')).toBe(copy.site.offline);
  });

  it('falls back to the generic message with the status', () => {
    expect(errorMessageFromBody(500, { message: '' }, 'Internal Server Error')).toBe(
      copy.site.genericError('500 Internal Server Error'),
    );
  });
});

describe('errorMessage', () => {
  it('shows API errors as they are and wraps anything else', () => {
    expect(errorMessage(new ApiError(400, copy.register.mismatch, null))).toBe(copy.register.mismatch);
    expect(errorMessage(new ApiNetworkError())).toBe(copy.site.offline);
    expect(errorMessage(new ApiTimeoutError(copy.login.timeout))).toBe(copy.login.timeout);
    expect(errorMessage(new Error('boom'))).toBe(copy.site.genericError('boom'));
    expect(errorMessage('?')).toBe(copy.site.genericError(copy.site.unknownError));
  });
});

describe('errorField', () => {
  const fields = ['title', 'body'] as const;

  it('reads the field a 400, 401 or 409 answer names, when the form has it', () => {
    expect(errorField(new ApiError(400, '本文', { message: '本文', field: 'body' }), fields)).toBe('body');
    expect(errorField(new ApiError(401, '合言葉', { message: '合言葉', field: 'title' }), fields)).toBe(
      'title',
    );
    expect(errorField(new ApiError(409, '登録済み', { message: '登録済み', field: 'title' }), fields)).toBe(
      'title',
    );
    expect(errorField(new ApiError(400, 'x', { message: 'x', field: 'other' }), fields)).toBeNull();
    expect(errorField(new ApiError(400, 'x', { message: 'x' }), fields)).toBeNull();
  });

  it('names no field for other answers and other errors', () => {
    expect(errorField(new ApiError(403, 'x', { message: 'x', field: 'title' }), fields)).toBeNull();
    expect(errorField(new ApiError(500, 'x', { message: 'x', field: 'title' }), fields)).toBeNull();
    expect(errorField(new ApiNetworkError(), fields)).toBeNull();
  });
});

describe('apiRequest', () => {
  it('posts JSON with the cookie and the anti-forgery header, and returns the parsed answer', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(200, { state: 'unauthenticated' }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiRequest('/api/auth/gate', { body: { passphrase: 'x' } });

    expect(result).toEqual({ state: 'unauthenticated' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/gate');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"passphrase":"x"}');
    expect((init?.headers as Record<string, string>)[csrfHeader.name]).toBe(csrfHeader.value);
  });

  it('GETs without a body and resolves undefined for 204', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]![1]?.body).toBeNull();
  });

  it("keeps the server's clock from a fresh answer's date, not from one kept offline", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:10:00Z'), toFake: ['Date'] });
    const dated = (date: string, cachedAt?: string) =>
      new Response('{}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          date,
          ...(cachedAt ? { [cachedAtHeader]: cachedAt } : {}),
        },
      });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(dated('Fri, 27 Nov 2026 03:00:00 GMT')));
    await apiRequest('/api/contents/admin');
    expect(serverNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(dated('Thu, 26 Nov 2026 08:00:00 GMT', '2026-11-26T08:00:00Z')),
    );
    await apiRequest('/api/feed');
    expect(serverNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('throws ApiError with the status, message and body', async () => {
    const body = { message: copy.login.wrongCredentials, guestAvailable: true };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(401, body)));
    const error = await apiRequest('/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: copy.login.wrongCredentials, body });
  });

  it('turns a failed fetch into ApiNetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('gives up after the time limit with the given message', async () => {
    vi.useFakeTimers();
    stubFetchAnsweringOnlyAnAbort();
    const pending = apiRequest('/api/x', { timeoutMs: 8_000, timeoutMessage: copy.gate.timeout });
    const settled = expect(pending).rejects.toEqual(new ApiTimeoutError(copy.gate.timeout));
    await vi.advanceTimersByTimeAsync(8_000);
    await settled;
  });

  it("passes the caller's abort through unchanged", async () => {
    stubFetchAnsweringOnlyAnAbort();
    const controller = new AbortController();
    const pending = apiRequest('/api/x', { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
