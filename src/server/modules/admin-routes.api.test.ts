import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { defaultSiteSettings } from '#tests/support/admin-screen.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

const article = testArticle();

// Every admin route, with a request that would succeed for an admin.
const adminRequests: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
  { method: 'GET', url: apiPaths.adminContents },
  { method: 'POST', url: apiPaths.adminContents, payload: article },
  { method: 'GET', url: apiPaths.adminContent('sample-02') },
  { method: 'PUT', url: apiPaths.adminContent('sample-02'), payload: article },
  { method: 'DELETE', url: apiPaths.adminContent('sample-10') },
  { method: 'GET', url: apiPaths.adminPassphrases },
  { method: 'PUT', url: apiPaths.adminPassphrase('2026-12'), payload: { passphrase: 'ゆずのかおり2026' } },
  { method: 'GET', url: apiPaths.adminStatus },
  { method: 'GET', url: apiPaths.adminPassphraseSuggestion },
  { method: 'GET', url: apiPaths.adminMembers },
  { method: 'PUT', url: apiPaths.adminStaffRole('MEMBER_ID'), payload: { role: 'owner' } },
  { method: 'POST', url: apiPaths.adminMemberPasswordReset('MEMBER_ID') },
  { method: 'PUT', url: apiPaths.adminMemberStatus('MEMBER_ID'), payload: { disabled: false } },
  { method: 'DELETE', url: apiPaths.adminMemberSessions('MEMBER_ID') },
  { method: 'PUT', url: `${apiPaths.adminUploads}?purpose=image`, payload: { not: 'an image' } },
  { method: 'GET', url: apiPaths.adminDashboard },
  { method: 'GET', url: apiPaths.adminCommentsWaiting },
  { method: 'PUT', url: apiPaths.adminSettings, payload: defaultSiteSettings },
  { method: 'GET', url: apiPaths.adminAudit },
  { method: 'GET', url: apiPaths.adminVideoConversion },
  // Starts nothing without tus's headers; only who may call it matters here.
  { method: 'POST', url: apiPaths.adminVideoUploads },
];

describe('admin routes', () => {
  let testApp: TestApp;
  const who: Record<string, TestVisitor> = {};
  let memberId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    who.anonymous = testVisitor(testApp.app);
    who.guest = await signedInGuest(testApp.app, 'もみじ');
    who.member = await signedInMember(testApp.app, 'もみじ');
    memberId = (who.member as Awaited<ReturnType<typeof signedInMember>>).userId;
    who.admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    who.editor = await signedInMember(testApp.app, 'もみじ', { staffRole: 'editor' });
  });
  afterAll(() => testApp.close());

  it.each([
    ['anonymous', 401, copy.member.loginRequired],
    ['guest', 401, copy.member.loginRequired],
    ['member', 403, copy.site.adminOnly],
  ])('refuse the %s, and change nothing', async (name, status, message) => {
    const contentsBefore = await testApp.app.db.selectFrom('contents').select('id').execute();
    for (const request of adminRequests) {
      const response = await who[name]!.request({
        ...request,
        url: request.url.replace('MEMBER_ID', memberId),
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect(await testApp.app.db.selectFrom('contents').select('id').execute()).toEqual(contentsBefore);
    expect(await testApp.app.db.selectFrom('monthlyPassphrases').select('month').execute()).toHaveLength(1);
  });

  it('refuse an anonymous upload before reading its body', async () => {
    const response = await who.anonymous!.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=image`,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    expect(response.statusCode).toBe(401);
  });

  it('carry the admin tag in the OpenAPI document, and only they do', () => {
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const misplaced = Object.entries(document.paths).flatMap(([address, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const tagged = operation.tags?.includes('admin') === true;
        return tagged === address.startsWith('/api/admin/') ? [] : [`${method} ${address}`];
      }),
    );
    expect(misplaced).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/api/admin/live/exceptions/{id}');
  });

  it('work for an オーナー, each change leaving one entry in the audit log', async () => {
    const auditEntries = async () =>
      (await testApp.app.db.selectFrom('staffAuditEntries').select('id').execute()).length;
    for (const request of adminRequests.filter(
      (candidate) =>
        !candidate.url.startsWith(apiPaths.adminUploads) &&
        !candidate.url.startsWith(apiPaths.adminStaff) &&
        !candidate.url.startsWith(apiPaths.adminVideoUploads),
    )) {
      const before = await auditEntries();
      const response = await who.admin!.request({
        ...request,
        url: request.url.replace('MEMBER_ID', memberId),
      });
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(300);
      const recorded = request.method === 'GET' ? 0 : 1;
      expect(await auditEntries(), `${request.method} ${request.url}`).toBe(before + recorded);
    }
  });
});

/**
 * What an 編集者 may use, by address (docs/product.md#staff-roles). Decided here again, apart from
 * admin-routes.ts, so that a route put in the wrong list fails, and a new /api/admin address that
 * is in neither list below fails until someone decides who it is for.
 */
const forEditors = [
  'contents',
  'samples',
  'uploads',
  'programs',
  'live',
  'dashboard',
  'comments',
  'comment-mutes',
  'notices',
  'videos',
];
const forOwnersOnly = [
  'passphrases',
  'passphrase-suggestion',
  'status',
  'members',
  'settings',
  'legal',
  'staff',
  'audit',
];

/** The first part of an /api/admin address: /api/admin/members/:id → members. */
const areaOf = (url: string) => url.slice('/api/admin/'.length).split('/')[0]!;

describe('every /api/admin route, called by an 編集者', () => {
  let testApp: TestApp;
  let editor: TestVisitor;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    editor = await signedInMember(testApp.app, 'もみじ', { staffRole: 'editor' });
    owner = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());

  const adminRoutes = () =>
    testApp.app.routeAccessTable.filter(
      (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD',
    );
  /** A real address for a route pattern; the ids need not exist: only the refusal matters here. */
  const addressOf = (url: string) =>
    url
      .replace(':month', '2026-12')
      .replace(':page', 'terms')
      .replace(/:[a-zA-Z]+/g, 'no-such-id');

  it('finds the routes of every area in one of the two lists', () => {
    const areas = new Set(adminRoutes().map((route) => areaOf(route.url)));
    expect(areas.size).toBeGreaterThan(10);
    expect([...areas].filter((area) => !forEditors.includes(area) && !forOwnersOnly.includes(area))).toEqual(
      [],
    );
  });

  it("refuses her the オーナー's routes with a clear message, and lets her through to the others", async () => {
    const passphrasesBefore = await testApp.app.db.selectFrom('monthlyPassphrases').selectAll().execute();
    const checked: string[] = [];
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.url}`;
      const response = await editor.request({
        method: route.method as 'GET',
        url: addressOf(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (forOwnersOnly.includes(areaOf(route.url))) {
        expect(response.statusCode, name).toBe(403);
        expect(response.json(), name).toEqual({ message: copy.site.ownerOnly });
      } else {
        expect(response.statusCode, `${name}: ${response.body}`).not.toBe(403);
        expect(response.statusCode, `${name}: ${response.body}`).not.toBe(401);
      }
      checked.push(name);
    }
    expect(checked.length).toBe(adminRoutes().length);
    expect(await testApp.app.db.selectFrom('monthlyPassphrases').selectAll().execute()).toEqual(
      passphrasesBefore,
    );
    // Her own role stayed what it was.
    const session = (await editor.get(apiPaths.session)).json();
    expect(session.user.staffRole).toBe('editor');
  });

  it('lets the オーナー through to every route', async () => {
    for (const route of adminRoutes().filter((candidate) => candidate.method === 'GET')) {
      const response = await owner.request({ method: 'GET', url: addressOf(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });
});
