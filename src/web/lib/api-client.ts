import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { cachedAtHeader } from '#shared/offline-caches.js';
import { forgetFirstAnswers, onFirstScreen, takeFirstAnswer } from './first-answers';
import { noteAnswer } from './offline-answers';
import { noteServerDate } from './server-clock';

// The one way the web app talks to the API: JSON in and out, the session cookie sent along
// (same origin only), and the anti-forgery header on every request that changes something.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request, e.g. when the screen that asked for it goes away. */
  signal?: AbortSignal | undefined;
  /** Gives up after this long and throws an ApiTimeoutError carrying `timeoutMessage`. */
  timeoutMs?: number;
  timeoutMessage?: string;
};

/** The server answered with an error status; `message` is its Japanese text, meant to be shown as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body (null when there was none), for fields beyond the message. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** No answer at all: offline, DNS, server down. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(options?: { cause?: unknown }) {
    super(copy.site.offline, options);
  }
}

/** No answer within the time limit of the request. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
}

/** Headers for a request: JSON, plus the anti-forgery header when the method can change state. */
export function requestHeaders(method: Method, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[csrfHeader.name] = csrfHeader.value;
  return headers;
}

// Gateways answer these when the app process behind them is down or restarting.
const unreachableStatuses = new Set([502, 503, 504]);

/** The text to show for an error answer: the server's own message when it sent one. */
export function errorMessageFromBody(status: number, body: unknown, statusText = ''): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (unreachableStatuses.has(status)) return copy.site.offline;
  return copy.site.genericError(`${status} ${statusText}`.trim());
}

/** What to tell a person about any error thrown while talking to the API. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
    return error.message;
  }
  if (error instanceof Error && error.message) return copy.site.genericError(error.message);
  return copy.site.genericError(copy.site.unknownError);
}

/**
 * Answers about what was sent: not valid (400), a wrong passphrase (401), or already taken (409,
 * e.g. a date already listed).
 */
const answersAboutInput = new Set([400, 401, 409]);

/**
 * The form field a refused request was about: the `field` of a 400, 401 or 409 answer (see
 * shared/checks/field-problem.ts), when it is one of the form's `fields`.
 */
export function errorField<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  if (!(error instanceof ApiError) || !answersAboutInput.has(error.status)) return null;
  const { body } = error;
  const field = typeof body === 'object' && body !== null && 'field' in body ? body.field : null;
  return fields.find((name) => name === field) ?? null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends one request and resolves with the parsed JSON body (undefined for 204). Throws ApiError for
 * an error status, ApiTimeoutError after `timeoutMs`, ApiNetworkError when nothing answered, and the
 * caller's own AbortError when `signal` aborts.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, timeoutMs } = options;
  // Only a first screen's reads wait (below); a write is sent at once, before any read asked after it.
  const asFirstScreenMounts = method === 'GET' && onFirstScreen();
  if (method === 'GET') {
    const first = takeFirstAnswer(path);
    if (first) {
      noteAnswer(null);
      return first.value as T;
    }
  } else {
    forgetFirstAnswers();
  }

  // A local controller joins the caller's signal and the time limit (AbortSignal.any is too new
  // for the phones this site is made for).
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  try {
    let response: Response;
    try {
      // The sections that mount with the page's first screen all ask in the effects after its
      // commit, which were one long task (decision 39, evening revision): each request waits for
      // a task of its own, so the phone can answer a tap between them.
      if (asFirstScreenMounts) await nextTask();
      response = await fetch(path, {
        method,
        headers: requestHeaders(method, body !== undefined),
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      throw translateFailure(error, timedOut, signal, options.timeoutMessage);
    }

    const cachedAt = response.headers.get(cachedAtHeader);
    if (method === 'GET' && response.ok) noteAnswer(cachedAt);
    // An answer kept offline carries the clock of the day it was kept.
    if (cachedAt === null) noteServerDate(response.headers.get('date'));

    let parsed: unknown;
    try {
      parsed = response.status === 204 ? null : await readJson(response);
    } catch (error) {
      throw translateFailure(error, timedOut, signal, options.timeoutMessage);
    }
    if (!response.ok) {
      throw new ApiError(
        response.status,
        errorMessageFromBody(response.status, parsed, response.statusText),
        parsed,
      );
    }
    return (parsed ?? undefined) as T;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Resolves in a later task, after what the browser has waiting (a tap, a frame). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function translateFailure(
  error: unknown,
  timedOut: boolean,
  signal: AbortSignal | undefined,
  timeoutMessage: string | undefined,
): unknown {
  if (timedOut) return new ApiTimeoutError(timeoutMessage ?? copy.gate.timeout, { cause: error });
  // The caller cancelled: let its own abort travel up unchanged (TanStack Query expects that).
  if (signal?.aborted) return error;
  return new ApiNetworkError({ cause: error });
}
