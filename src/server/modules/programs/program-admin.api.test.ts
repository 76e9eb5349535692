import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appToBuildProgramsIn, programSteps } from '#tests/support/programs.js';
import { serverZoneForAllTests } from '#tests/support/server-zone.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminProgram, ProgramList } from '#shared/schemas/programs.js';

// Programs (issue 13) as staff build them: who may do what, checks, deleted contents, stats, covers.
// The business zone is Asia/Tokyo and the server runs in UTC: a day opens at 00:00 in Tokyo, which
// is 15:00 UTC the day before.

const clock = fixedClock('2026-11-10T03:00:00Z');

describe('programs', () => {
  serverZoneForAllTests('UTC');
  let testApp: TestApp;
  let admin: TestVisitor;
  beforeAll(async () => {
    ({ testApp, admin } = await appToBuildProgramsIn(clock));
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    clock.set('2026-11-10T03:00:00Z');
  });

  const { input, createProgram, detail, join, done, marks } = programSteps(() => admin);

  it('lets guests see programs but only members join, and only admins build them', async () => {
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03']]);
    const draft = await createProgram([['sample-01'], [], []], { state: 'draft', title: '準備中' });
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const list: ProgramList = (await guest.get(apiPaths.programs)).json();
    expect(list.items.map((item) => item.id)).toContain(program.id);
    expect(list.items.map((item) => item.id)).not.toContain(draft.id);
    const seen = await detail(guest, program.id);
    expect(seen.canJoin).toBe(false);
    expect(seen.days[0]!.contents[0]!.id).toBe('sample-01');
    expect((await guest.get(apiPaths.program(draft.id))).statusCode).toBe(404);
    const refused = await join(guest, program.id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(copy.member.loginRequired);

    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await join(member, draft.id)).statusCode).toBe(404);
    expect((await member.get(apiPaths.adminPrograms)).statusCode).toBe(403);
    expect(
      (await member.post(apiPaths.adminPrograms, input([['sample-01'], ['sample-02'], ['sample-03']])))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await member.request({
          method: 'PUT',
          url: apiPaths.adminProgramPublished(draft.id),
          payload: { published: true },
        })
      ).statusCode,
    ).toBe(403);
    expect((await guest.get(apiPaths.adminContentPrograms('sample-01'))).statusCode).toBe(401);
  });

  it('refuses bad input with the field and a Japanese message, and publishes only complete programs', async () => {
    const refuse = async (payload: object, field: string, message: string) => {
      const response = await admin.post(apiPaths.adminPrograms, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ field, message });
    };
    await refuse(
      input([['sample-01'], ['sample-02'], ['sample-03']], { title: '　' }),
      'title',
      copy.programs.admin.titleMissing,
    );
    await refuse(input([['sample-01'], ['sample-02']]), 'dayCount', copy.programs.admin.dayCountInvalid);
    await refuse(input([['sample-01'], [], ['sample-03']]), 'days', copy.programs.admin.dayEmpty(2));
    await refuse(
      input([['sample-01'], ['sample-02', 'sample-03', 'sample-04', 'sample-05'], ['sample-03']]),
      'days',
      copy.programs.admin.dayTooMany(2),
    );
    await refuse(input([['sample-01'], ['nope'], ['sample-03']]), 'days', copy.programs.admin.contentMissing);

    const draft = await createProgram([['sample-01'], [], ['sample-03']], { state: 'draft' });
    const publish = (published: boolean) =>
      admin.request({ method: 'PUT', url: apiPaths.adminProgramPublished(draft.id), payload: { published } });
    const refused = await publish(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ field: 'days', message: copy.programs.admin.dayEmpty(2) });
    await admin.request({
      method: 'PUT',
      url: apiPaths.adminProgram(draft.id),
      payload: input([['sample-01'], ['sample-02'], ['sample-03']], { state: 'draft' }),
    });
    const published = await publish(true);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().program.state).toBe('published');
    expect((await publish(false)).json().program.state).toBe('draft');
  });

  it('warns staff before deleting a content a program uses, and the day then shows what remains', async () => {
    const program = await createProgram([['sample-07', 'sample-08'], ['sample-02'], ['sample-03']], {
      title: '削除テスト',
    });
    const member = await signedInMember(testApp.app, 'もみじ');
    await join(member, program.id);
    await done(member, 'sample-08');
    const usage = await admin.get(apiPaths.adminContentPrograms('sample-07'));
    expect(usage.statusCode).toBe(200);
    expect(usage.json().programs).toEqual([{ id: program.id, title: '削除テスト' }]);
    expect((await admin.get(apiPaths.adminContentPrograms('sample-10'))).json().programs).toEqual([]);

    const deleted = await admin.request({ method: 'DELETE', url: apiPaths.adminContent('sample-07') });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await detail(member, program.id);
    expect(after.days[0]!.contents.map((content) => content.id)).toEqual(['sample-08']);
    // What remains of day 1 is done.
    expect(marks(after)).toEqual(['done', 'locked', 'locked']);
    expect((await admin.get(apiPaths.adminContentPrograms('sample-07'))).json().programs).toEqual([]);
  });

  it('shows staff per program: members joined, reached day 7 (or its last day), completion rate', async () => {
    const days = Array.from({ length: 7 }, (_, index) => [`sample-0${(index % 6) + 1}`]);
    const program = await createProgram(days, { title: '7日間' });
    const short = await createProgram([['sample-01'], ['sample-02'], ['sample-03']], { title: '3日間' });
    const early = await signedInMember(testApp.app, 'もみじ');
    const late = await signedInMember(testApp.app, 'もみじ');
    const brief = await signedInMember(testApp.app, 'もみじ');
    await join(early, program.id);
    await join(brief, short.id);
    for (const day of days) await done(early, day[0]!);
    clock.set('2026-11-14T03:00:00Z');
    await join(late, program.id);
    clock.set('2026-11-16T03:00:00Z');
    const stats = (await oneAdmin(program.id)).stats;
    // early: day 7 opened on 11/16 and every content was done since joining.
    expect(stats).toEqual({
      joined: 2,
      reachedDay: { day: 7, members: 1 },
      completed: 1,
      completionRate: 0.5,
    });
    // A 3-day program has no day 7: its stats ask about its last day, which opened on 11/12.
    expect((await oneAdmin(short.id)).stats).toEqual({
      joined: 1,
      reachedDay: { day: 3, members: 1 },
      completed: 0,
      completionRate: 0,
    });

    async function oneAdmin(id: string): Promise<AdminProgram> {
      const list = (await admin.get(apiPaths.adminPrograms)).json();
      return list.items.find((item: AdminProgram) => item.id === id);
    }
  });

  it('takes an uploaded cover on save, so the unused-upload sweep leaves it alone', async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#e9c46a' } })
      .png()
      .toBuffer();
    const uploaded = await admin.request({
      method: 'PUT',
      url: `${apiPaths.adminUploads}?purpose=thumbnail`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { key, url } = uploaded.json();
    const pending = () =>
      testApp.app.db.selectFrom('pendingUploads').select('key').where('key', '=', key).execute();
    expect(await pending()).toHaveLength(1);
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03']], { coverKey: key });
    expect(program.coverUrl).toBe(url);
    expect(await pending()).toEqual([]);
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await detail(member, program.id)).coverUrl).toBe(url);
  });
});
