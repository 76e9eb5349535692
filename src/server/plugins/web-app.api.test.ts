import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { landingFileName, landingLinkChoices } from '#shared/landing-template.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { removeDir } from '#tests/support/temp-dir.js';
import { makeWebRoot } from '#tests/support/web-root.js';

// The built page's name, which the server replaces with the site's.
const pageNamed =
  '<!doctype html><html lang="ja"><title>からだ日和</title><meta property="og:site_name" content="からだ日和"></html>';

describe('serving the built web app', () => {
  let testApp: TestApp;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('からだ日和'.repeat(300))});`;

  beforeAll(async () => {
    const landingPages = landingLinkChoices.map((links) => {
      const join = links.join ? '<a href="%JOIN_URL%">入会</a>' : '';
      const page = `<!doctype html><html lang="ja"><title>%SITE_NAME%</title><h1>%SITE_NAME%</h1>${join}</html>`;
      return [landingFileName(links), page];
    });
    webRoot = makeWebRoot({
      'index.html': pageNamed,
      'assets/main-abc123.js': script,
      'assets/main-abc123.js.br': zlib.brotliCompressSync(script),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'manifest.webmanifest': JSON.stringify({ name: 'からだ日和', short_name: 'からだ日和', lang: 'ja' }),
      ...Object.fromEntries(landingPages),
    });
    testApp = await createTestApp({ webRoot, env: { SITE_NAME: 'ゆるり<日和>' } });
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it('answers /landing with the prerendered page and the settings filled in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/landing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>ゆるり&#60;日和&#62;</h1>');
    expect(response.body).not.toContain('入会');
    expect(response.body).not.toContain('%');
  });

  it('shows saved settings with $ signs as written, and the join link once one is set', async () => {
    const before = await testApp.app.siteSettings.get();
    await testApp.app.siteSettings.save({
      ...before,
      siteName: 'ゆるり$&日和$1',
      joinUrl: 'https://join.example.jp/?a=$$b',
    });
    try {
      const landing = await testApp.app.inject({ method: 'GET', url: '/landing' });
      expect(landing.body).toContain('<title>ゆるり$&#38;日和$1</title><h1>ゆるり$&#38;日和$1</h1>');
      expect(landing.body).toContain('<a href="https://join.example.jp/?a=$$b">入会</a>');
      const page = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<title>ゆるり$&#38;日和$1</title>');
    } finally {
      await testApp.app.siteSettings.save(before);
    }
  });

  it('names the home-screen app after the site', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toEqual({ name: 'ゆるり<日和>', short_name: 'ゆるり<日和>', lang: 'ja' });
  });

  it.each(['/', '/member', '/member/content/sample-01'])('answers %s with index.html', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>ゆるり&#60;日和&#62;</title>');
    expect(response.body).toContain('content="ゆるり&#60;日和&#62;"');
    // APP_TIMEZONE is not set here: the web app is told the default business zone.
    expect(response.body).toContain('<html lang="ja" data-time-zone="Asia/Tokyo">');
  });

  it('caches hashed assets for a year and sends the pre-compressed copy', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('caches other public files for an hour', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps a missing script a 404 rather than answering with the page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('shows a Japanese page with a way home for an address cut short in the middle of a percent sign', async () => {
    // A lone percent sign, and a Japanese character whose last byte was cut off.
    for (const url of ['/member/content/%', '/member/content/%E3%81']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain(copy.site.notFound);
      expect(response.body).toContain(`<a href="/"`);
      expect(response.body).toContain(copy.site.toHome);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/member/content/%' });
    expect(head.statusCode).toBe(400);
    expect(head.headers['content-type']).toContain('text/html');
    // The API keeps its JSON answer, which the web app reads.
    const api = await testApp.app.inject({ method: 'GET', url: '/api/contents/%' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ message: copy.site.invalidInput });
  });

  it('sends security headers with every answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/member' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });
});

describe('the page of an install with its own site name and time zone', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeWebRoot({ 'index.html': pageNamed });
    // `$&`, `$$` and `$'` mean something to String.replace when the replacement is a string.
    testApp = await createTestApp({
      webRoot,
      env: { SITE_NAME: "日和$&$$$'", APP_TIMEZONE: 'America/Los_Angeles' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it('shows the name exactly as it was set', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<title>日和$&#38;$$$&#39;</title>');
    expect(response.body).toContain('content="日和$&#38;$$$&#39;"');
  });

  it('tells the web app the business time zone the server counts days in', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/member',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('<html lang="ja" data-time-zone="America/Los_Angeles">');
  });
});
