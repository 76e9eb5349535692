import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminProgram, ProgramDetail, ProgramList, TodayMenu } from '#shared/schemas/programs.js';

// Programs (issue 13). The business zone is Asia/Tokyo and the server runs in UTC: a day opens at
// 00:00 in Tokyo, which is 15:00 UTC the day before.

const clock = fixedClock('2026-11-10T03:00:00Z');
const originalTimeZone = process.env.TZ;

describe('programs', () => {
  let testApp: TestApp;
  let admin: TestVisitor;
  beforeAll(async () => {
    process.env.TZ = 'UTC';
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    clock.set('2026-11-10T03:00:00Z');
  });
  afterAll(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  const input = (days: string[][], extra: Record<string, unknown> = {}) => ({
    title: '2週間のゆる筋トレ',
    description: '毎日少しずつ',
    coverKey: null,
    state: 'published',
    days,
    ...extra,
  });

  async function createProgram(days: string[][], extra: Record<string, unknown> = {}): Promise<AdminProgram> {
    const response = await admin.post(apiPaths.adminPrograms, input(days, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().program;
  }

  const detail = async (visitor: TestVisitor, id: string): Promise<ProgramDetail> => {
    const response = await visitor.get(apiPaths.program(id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const join = (visitor: TestVisitor, id: string) => visitor.post(apiPaths.programEnrolment(id));
  const done = (visitor: TestVisitor, contentId: string) =>
    visitor.request({ method: 'PUT', url: apiPaths.contentDone(contentId) });
  const marks = (program: ProgramDetail) =>
    program.days.map((day) => (day.done ? 'done' : day.open ? 'open' : 'locked'));

  it('opens day N at 00:00 business time N−1 days after joining, with the server in UTC', async () => {
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03']]);
    const member = await signedInMember(testApp.app, 'もみじ');
    // 23:30 on 11/10 in Tokyo.
    clock.set('2026-11-10T14:30:00Z');
    const joined = await join(member, program.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe(copy.programs.joined);
    const first = await detail(member, program.id);
    expect(first.startedDay).toBe('2026-11-10');
    expect(marks(first)).toEqual(['open', 'locked', 'locked']);
    expect(first.days.map((day) => day.opensOn)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    // 23:59 in Tokyo: still day 1.
    clock.set('2026-11-10T14:59:00Z');
    expect(marks(await detail(member, program.id))).toEqual(['open', 'locked', 'locked']);
    // 00:01 in Tokyo on 11/11: day 2 opens.
    clock.set('2026-11-10T15:01:00Z');
    expect(marks(await detail(member, program.id))).toEqual(['open', 'open', 'locked']);
    const menu: TodayMenu = (await member.get(apiPaths.todayMenu)).json();
    expect(menu.items).toHaveLength(1);
    expect(menu.items[0]!.day).toBe(2);
    expect(menu.items[0]!.contents.map((item) => item.content.id)).toEqual(['sample-02']);
    expect(menu.items[0]!.program.progress).toMatchObject({
      doneDays: 0,
      totalDays: 3,
      todayDay: 2,
      catchUpDays: 1,
    });
  });

  it('counts a day done when each content has a やったよ or a video watched to 90%, since joining', async () => {
    const program = await createProgram([['sample-01', 'sample-02'], ['sample-03'], ['sample-04']]);
    const member = await signedInMember(testApp.app, 'もみじ');
    // A やったよ before joining does not count.
    clock.set('2026-11-09T03:00:00Z');
    await done(member, 'sample-02');
    clock.set('2026-11-10T03:00:00Z');
    await join(member, program.id);
    await done(member, 'sample-02');
    expect(marks(await detail(member, program.id))).toEqual(['open', 'locked', 'locked']);
    // The video watched to 90% completes the day.
    const watched = await member.request({
      method: 'POST',
      url: apiPaths.contentProgress('sample-01'),
      payload: { positionSeconds: 280, durationSeconds: 300 },
    });
    expect(watched.statusCode, watched.body).toBe(200);
    const after = await detail(member, program.id);
    expect(marks(after)).toEqual(['done', 'locked', 'locked']);
    expect(after.progress).toMatchObject({ doneDays: 1, totalDays: 3 });
    // A missed day stays open: two days later she catches up on day 2.
    clock.set('2026-11-12T03:00:00Z');
    expect(marks(await detail(member, program.id))).toEqual(['done', 'open', 'open']);
    await done(member, 'sample-03');
    const list: ProgramList = (await member.get(apiPaths.programs)).json();
    expect(list.items.find((item) => item.id === program.id)!.progress).toMatchObject({
      doneDays: 2,
      totalDays: 3,
      todayDay: 3,
      catchUpDays: 0,
    });
  });

  it('keeps members’ progress on the days that still exist when staff edit a joined program', async () => {
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03'], ['sample-04']]);
    const member = await signedInMember(testApp.app, 'もみじ');
    await join(member, program.id);
    await done(member, 'sample-01');
    clock.set('2026-11-11T03:00:00Z');
    await done(member, 'sample-02');
    // Staff drop day 4, add a content to day 2 and change day 3.
    const edited = await admin.request({
      method: 'PUT',
      url: apiPaths.adminProgram(program.id),
      payload: input([['sample-01'], ['sample-02', 'sample-05'], ['sample-06']]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().program.days.map((day: { id: string }[]) => day.map((c) => c.id))).toEqual([
      ['sample-01'],
      ['sample-02', 'sample-05'],
      ['sample-06'],
    ]);
    const after = await detail(member, program.id);
    expect(after.startedDay).toBe('2026-11-10');
    expect(marks(after)).toEqual(['done', 'open', 'locked']);
    expect(after.progress).toMatchObject({ doneDays: 1, totalDays: 3 });
  });

  it('restarts from day 1 today, keeping the old enrolment; leaving ends it', async () => {
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03']]);
    const member = await signedInMember(testApp.app, 'もみじ');
    await join(member, program.id);
    await done(member, 'sample-01');
    expect((await join(member, program.id)).statusCode).toBe(409);
    clock.set('2026-11-13T03:00:00Z');
    const restarted = await member.post(apiPaths.programRestart(program.id));
    expect(restarted.statusCode, restarted.body).toBe(200);
    const after: ProgramDetail = restarted.json().program;
    expect(after.startedDay).toBe('2026-11-13');
    // The やったよ of 11/10 belongs to the first try.
    expect(marks(after)).toEqual(['open', 'locked', 'locked']);
    const rows = await testApp.app.db
      .selectFrom('programEnrolments')
      .select(['startedDay', 'endReason'])
      .where('userId', '=', member.userId)
      .orderBy('startedAt')
      .execute();
    expect(rows).toEqual([
      { startedDay: '2026-11-10', endReason: 'restarted' },
      { startedDay: '2026-11-13', endReason: null },
    ]);

    const left = await member.request({ method: 'DELETE', url: apiPaths.programEnrolment(program.id) });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe(copy.programs.left);
    const gone = await detail(member, program.id);
    expect(gone.startedDay).toBeNull();
    expect(gone.progress).toBeNull();
    expect((await member.get(apiPaths.todayMenu)).json().items).toEqual([]);
    expect(
      (await member.request({ method: 'DELETE', url: apiPaths.programEnrolment(program.id) })).statusCode,
    ).toBe(409);
    // She can join again later: a third row.
    expect((await join(member, program.id)).statusCode).toBe(200);
  });

  it('restarts on the day she began by starting that same enrolment again, however often she presses', async () => {
    const program = await createProgram([['sample-01'], ['sample-02'], ['sample-03']]);
    const member = await signedInMember(testApp.app, 'もみじ');
    const rowsOf = () =>
      testApp.app.db
        .selectFrom('programEnrolments')
        .select(['startedDay', 'startedAt', 'endReason'])
        .where('userId', '=', member.userId)
        .where('programId', '=', program.id)
        .orderBy('startedAt')
        .execute();
    await join(member, program.id);
    for (const at of ['2026-11-10T04:00:00Z', '2026-11-10T05:00:00Z', '2026-11-10T14:59:00Z']) {
      clock.set(at);
      const restarted = await member.post(apiPaths.programRestart(program.id));
      expect(restarted.statusCode, restarted.body).toBe(200);
      expect(restarted.json().message).toBe(copy.programs.restarted);
      const after: ProgramDetail = restarted.json().program;
      expect(after.startedDay).toBe('2026-11-10');
      expect(marks(after)).toEqual(['open', 'locked', 'locked']);
    }
    // One enrolment, begun again at the last press.
    expect(await rowsOf()).toEqual([
      { startedDay: '2026-11-10', startedAt: '2026-11-10T14:59:00.000Z', endReason: null },
    ]);
    // The next business day (00:00 in Tokyo) a restart starts a new try and keeps the first.
    clock.set('2026-11-10T15:00:00Z');
    expect((await member.post(apiPaths.programRestart(program.id))).statusCode).toBe(200);
    expect((await rowsOf()).map((row) => [row.startedDay, row.endReason])).toEqual([
      ['2026-11-10', 'restarted'],
      ['2026-11-11', null],
    ]);
  });

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
