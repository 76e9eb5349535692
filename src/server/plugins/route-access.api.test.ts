import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, setPassphrase } from '#tests/support/accounts.js';
import { apiOnlyWebRoot, createTestConfig, fixedClock } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { appPlugin } from '../app.js';
import { setRouteAccess, type RouteAccess } from './route-access.js';

const clock = fixedClock('2026-11-30T14:00:00Z');
const levels: RouteAccess[] = ['public', 'visitor', 'member', 'staff', 'owner'];

describe('who may call a route, checked before the handler', () => {
  let app: FastifyInstance;
  let cleanUp: () => Promise<void>;
  const handled: string[] = [];
  const who: Record<string, TestVisitor> = {};

  beforeAll(async () => {
    const test = await createTestConfig();
    cleanUp = test.cleanUp;
    app = Fastify({ logger: false });
    await app.register(fp(appPlugin), { config: test.config, clock, webRoot: apiOnlyWebRoot(test.config) });
    for (const access of levels) {
      app.get(
        `/api/test/${access}`,
        { config: { access }, schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } } },
        async () => {
          handled.push(access);
          return { ok: true };
        },
      );
    }
    // A plugin that gives its routes their access, as the /api/admin plugin does.
    await app.register(async (plugin) => {
      setRouteAccess(plugin, 'member');
      plugin.get(
        '/api/test/inherited',
        { schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } } },
        async () => {
          handled.push('inherited');
          return { ok: true };
        },
      );
    });
    await app.ready();
    await setPassphrase(app.db, '2026-11', 'もみじ');
    await setPassphrase(app.db, '2026-12', 'ゆず');
    const member = await createMember(app.db);
    const admin = await createMember(app.db, { isAdmin: true });
    const editor = await createMember(app.db, { staffRole: 'editor' });

    who.anonymous = testVisitor(app);
    who.guest = testVisitor(app);
    await who.guest.post(apiPaths.gate, { passphrase: 'もみじ' });
    who.member = testVisitor(app);
    await who.member.post(apiPaths.login, {
      email: member.email,
      password: member.password,
      passphrase: 'もみじ',
    });
    who.editor = testVisitor(app);
    await who.editor.post(apiPaths.login, {
      email: editor.email,
      password: editor.password,
      passphrase: 'もみじ',
    });
    who.admin = testVisitor(app);
    await who.admin.post(apiPaths.login, {
      email: admin.email,
      password: admin.password,
      passphrase: 'もみじ',
    });
  });
  afterAll(async () => {
    await app.close();
    await cleanUp();
  });

  const expected: Record<string, Record<RouteAccess, number>> = {
    anonymous: { public: 200, visitor: 401, member: 401, staff: 401, owner: 401 },
    guest: { public: 200, visitor: 200, member: 401, staff: 401, owner: 401 },
    member: { public: 200, visitor: 200, member: 200, staff: 403, owner: 403 },
    editor: { public: 200, visitor: 200, member: 200, staff: 200, owner: 403 },
    admin: { public: 200, visitor: 200, member: 200, staff: 200, owner: 200 },
  };

  it.each(Object.keys(expected))(
    'answers the %s as the rules say, and refused calls never reach the handler',
    async (name) => {
      for (const access of levels) {
        handled.length = 0;
        const response = await who[name]!.get(`/api/test/${access}`);
        expect(response.statusCode, `${name} → ${access}`).toBe(expected[name]![access]);
        expect(handled, `${name} → ${access}`).toEqual(response.statusCode === 200 ? [access] : []);
        if (response.statusCode === 403) {
          // A member is told the screen is for staff; an 編集者, that it is for the オーナー.
          const message = name === 'editor' ? copy.site.ownerOnly : copy.site.adminOnly;
          expect(response.json()).toEqual({ message });
        }
        if (response.statusCode === 401)
          expect(response.json()).toEqual({ message: copy.member.loginRequired });
      }
    },
  );

  it('lets nothing but public routes through once the month has ended, and says why', async () => {
    clock.set('2026-11-30T15:00:00Z');
    try {
      for (const access of ['visitor', 'member', 'staff', 'owner'] as const) {
        const response = await who.member!.get(`/api/test/${access}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: copy.mypage.authExpired });
      }
      expect((await who.member!.get('/api/test/public')).statusCode).toBe(200);
    } finally {
      clock.set('2026-11-30T14:00:00Z');
    }
  });

  it('gives a route the access of the plugin it is registered in', async () => {
    handled.length = 0;
    expect((await who.guest!.get('/api/test/inherited')).statusCode).toBe(401);
    expect(handled).toEqual([]);
    expect((await who.member!.get('/api/test/inherited')).statusCode).toBe(200);
    expect(handled).toEqual(['inherited']);
  });

  it('refuses to start when a route contradicts its plugin, or opens an admin address to others', async () => {
    const test = await createTestConfig();
    const bare = Fastify({ logger: false });
    await bare.register(fp(appPlugin), { config: test.config, webRoot: apiOnlyWebRoot(test.config) });
    const schema = { response: { 200: Type.Null() } };
    try {
      expect(() =>
        bare.get('/api/admin/open', { schema, config: { access: 'member' } }, async () => null),
      ).toThrow(/is an admin address open to 'member'/);
      const start = async () => {
        await bare.register(async (plugin) => {
          setRouteAccess(plugin, 'staff');
          plugin.get('/api/admin/contradicting', { schema, config: { access: 'public' } }, async () => null);
        });
        await bare.ready();
      };
      await expect(start()).rejects.toThrow(/declares access 'public' in a plugin that gives 'staff'/);
    } finally {
      await bare.close();
      await test.cleanUp();
    }
  });

  it('refuses to start when an API route does not say who may call it', async () => {
    const test = await createTestConfig();
    const bare = Fastify({ logger: false });
    await bare.register(fp(appPlugin), { config: test.config, webRoot: apiOnlyWebRoot(test.config) });
    try {
      expect(() =>
        bare.get('/api/test/unguarded', { schema: { response: { 200: Type.Null() } } }, async () => null),
      ).toThrow(/does not declare config.access/);
    } finally {
      await bare.close();
      await test.cleanUp();
    }
  });
});
