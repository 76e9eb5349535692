import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstAnswersElementId } from '#shared/first-answers.js';
import { maskAnswer } from '#shared/masked-answer.js';

// The module reads the page once; each test loads a fresh copy over a fresh page.
async function pageWith(json: string) {
  vi.resetModules();
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${firstAnswersElementId}">${json}</script>`;
  return import('./first-answers');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the answers a page brought', () => {
  it('gives each answer once, to exactly its path, and takes the block out of the page', async () => {
    const { takeFirstAnswer } = await pageWith('{"/api/feed":{"title":"\\u003c/script\\u003e"}}');
    expect(takeFirstAnswer('/api/feed?x=1')).toBeUndefined();
    expect(takeFirstAnswer('/api/feed')).toEqual({ value: { title: '</script>' } });
    expect(takeFirstAnswer('/api/feed')).toBeUndefined();
    expect(document.getElementById(firstAnswersElementId)).toBeNull();
  });

  it('gives her session as it was before the server masked it, and nothing from a damaged block', async () => {
    const session = { state: 'authenticated', kind: 'member', user: { email: 'hanako@example.jp' } };
    const page = JSON.stringify({ '/api/auth/session': maskAnswer(session), '/api/feed': { items: [] } });
    const { takeFirstAnswer } = await pageWith(page);
    expect(takeFirstAnswer('/api/auth/session')).toEqual({ value: session });
    expect(takeFirstAnswer('/api/feed')).toEqual({ value: { items: [] } });

    const damaged = JSON.stringify({ '/api/auth/session': { $masked: 'YWJj' }, '/api/feed': { items: [] } });
    const again = await pageWith(damaged);
    expect(again.takeFirstAnswer('/api/auth/session')).toBeUndefined();
    expect(again.takeFirstAnswer('/api/feed')).toBeUndefined();
  });

  it("answers the app's first GET from the page, and the next one from the network", async () => {
    await pageWith('{"/api/feed":{"items":["inlined"]}}');
    const { apiRequest } = await import('./api-client');
    const fetched = vi.fn(async () => Response.json({ items: ['fetched'] }));
    vi.stubGlobal('fetch', fetched);
    expect(await apiRequest('/api/feed')).toEqual({ items: ['inlined'] });
    expect(fetched).not.toHaveBeenCalled();
    expect(await apiRequest('/api/feed')).toEqual({ items: ['fetched'] });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("lets what the browser has waiting run before each of the first screen's requests goes out", async () => {
    await pageWith('{"/api/feed":{"items":[]}}');
    const { apiRequest } = await import('./api-client');
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        order.push(`fetch ${path}`);
        return Response.json({});
      }),
    );
    // A tap that came in while the screen's sections were mounting, already waiting for its turn.
    setTimeout(() => order.push('a tap'), 0);
    const requests = [apiRequest('/api/programs'), apiRequest('/api/progress')];
    await Promise.all(requests);
    expect(order).toEqual(['a tap', 'fetch /api/programs', 'fetch /api/progress']);
  });

  it('sends a request at once when the page brought no answers', async () => {
    await pageWith('{}');
    const { apiRequest } = await import('./api-client');
    const fetched = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetched);
    const request = apiRequest('/api/programs');
    await Promise.resolve();
    expect(fetched).toHaveBeenCalledTimes(1);
    await request;
  });

  it('forgets them all once something is changed', async () => {
    await pageWith('{"/api/progress":{"marks":["before"]}}');
    const { apiRequest } = await import('./api-client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ marks: ['after'] })),
    );
    await apiRequest('/api/contents/a/done', { method: 'PUT' });
    expect(await apiRequest('/api/progress')).toEqual({ marks: ['after'] });
  });

  it('lets a request long after the page came go to the network', async () => {
    const { takeFirstAnswer } = await pageWith('{"/api/feed":{"items":[]}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeFirstAnswer('/api/feed')).toBeUndefined();
  });

  it('says which answers the page still holds, so a loader can put them in the cache first', async () => {
    const { hasFirstAnswer, pageHasFirstAnswers, takeFirstAnswer } = await pageWith(
      '{"/api/session":{"state":"authenticated"}}',
    );
    expect(pageHasFirstAnswers()).toBe(true);
    expect(hasFirstAnswer('/api/session')).toBe(true);
    expect(hasFirstAnswer('/api/feed')).toBe(false);
    takeFirstAnswer('/api/session');
    expect(hasFirstAnswer('/api/session')).toBe(false);
    expect(pageHasFirstAnswers()).toBe(false);
  });

  it('holds none once the page is old or has none', async () => {
    const { hasFirstAnswer, pageHasFirstAnswers } = await pageWith('{"/api/feed":{"items":[]}}');
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(pageHasFirstAnswers()).toBe(false);
    expect(hasFirstAnswer('/api/feed')).toBe(false);
    expect((await pageWith('{}')).pageHasFirstAnswers()).toBe(false);
  });

  it('brings nothing from a page without answers or with a broken block', async () => {
    expect((await pageWith('{not json')).takeFirstAnswer('/api/feed')).toBeUndefined();
    vi.resetModules();
    document.body.innerHTML = '<div id="root"></div>';
    const { takeFirstAnswer } = await import('./first-answers');
    expect(takeFirstAnswer('/api/feed')).toBeUndefined();
  });
});
