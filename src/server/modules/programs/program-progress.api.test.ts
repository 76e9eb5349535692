import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appToBuildProgramsIn, programSteps } from '#tests/support/programs.js';
import { serverZoneForAllTests } from '#tests/support/server-zone.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ProgramDetail, ProgramList, TodayMenu } from '#shared/schemas/programs.js';

// Programs (issue 13) as a member follows one: days opening and done, staff edits, restart, leave.
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
});
