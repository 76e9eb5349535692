import { beforeAll, describe, expect, it } from 'vitest';
import { publishingEdgeForAllTests, scheduledFor } from '#tests/support/publishing.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { AdminProgram, ProgramDetail, ProgramList } from '#shared/schemas/programs.js';

// Programs are 下書き, 予約 or 公開 like contents (docs/decisions/0019-scheduled-posts.md), with
// the server process in UTC and in Los Angeles while the business zone stays Asia/Tokyo: a program
// scheduled for 2026-12-01 07:00 Tokyo time (2026-11-30T22:00:00Z) is nowhere for members a second
// before, not even to join, and everywhere a second after.

const days = [['sample-01'], ['sample-02'], ['sample-03']];

const program = (title: string, extra: object) => ({
  title,
  description: '毎朝5分',
  coverKey: null,
  days,
  ...extra,
});

describe.each(['UTC', 'America/Los_Angeles'])(
  'scheduled and draft programs, server process in %s',
  (zone) => {
    const edge = publishingEdgeForAllTests(zone, {
      months: ['2026-11', '2026-12'],
      seedSamples: true,
    });
    const ids = { scheduled: '', draft: '', published: '', hiddenContent: '' };

    const create = async (title: string, extra: object) => {
      const response = await edge.admin.post(apiPaths.adminPrograms, program(title, extra));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { program: AdminProgram }).program;
    };
    const listed = async (visitor: TestVisitor) =>
      ((await visitor.get(apiPaths.programs)).json() as ProgramList).items.map((item) => item.id);

    beforeAll(async () => {
      // A content scheduled like the program, for a public program's day.
      const content = await edge.admin.post(apiPaths.adminContents, {
        title: '予約した体操',
        category: 'exercise',
        type: 'article',
        date: '2026-12-01',
        description: '',
        videoUrl: '',
        body: '<p>ゆっくり</p>',
        thumbnailKey: null,
        viewCount: 0,
        isFeatured: false,
        state: 'scheduled',
        publishTime: '07:00',
      });
      expect(content.statusCode, content.body).toBe(201);
      ids.hiddenContent = (content.json() as { content: AdminContent }).content.id;
      ids.published = (
        await create('いつもの朝の体操', {
          state: 'published',
          days: [['sample-01', ids.hiddenContent], ['sample-02'], ['sample-03']],
        })
      ).id;
      const scheduled = await create('師走の3日間', {
        state: 'scheduled',
        publishDate: '2026-12-01',
        publishTime: '07:00',
      });
      expect(scheduled).toMatchObject({
        state: 'scheduled',
        publishedAt: scheduledFor,
        publishDate: '2026-12-01',
        publishTime: '07:00',
      });
      ids.scheduled = scheduled.id;
      ids.draft = (await create('準備中の3日間', { state: 'draft', days: [['sample-01'], [], []] })).id;
    });

    it('shows members and guests neither program a second before its time, and lets no one join', async () => {
      edge.toSecondBefore();
      for (const visitor of [edge.member, edge.guest]) {
        const seen = await listed(visitor);
        expect(seen).toContain(ids.published);
        expect(seen).not.toContain(ids.scheduled);
        expect(seen).not.toContain(ids.draft);
        const missing = await visitor.get(apiPaths.program('no-such-program'));
        for (const id of [ids.scheduled, ids.draft]) {
          const asked = await visitor.get(apiPaths.program(id));
          expect(asked.statusCode).toBe(404);
          expect(asked.json()).toEqual(missing.json());
        }
      }
      for (const id of [ids.scheduled, ids.draft]) {
        const join = await edge.member.post(apiPaths.programEnrolment(id));
        expect(join.statusCode).toBe(404);
        expect(join.json().message).toBe(copy.programs.notFound);
        // Staff cannot join one early either: the preview is for looking.
        expect((await edge.admin.post(apiPaths.programEnrolment(id))).statusCode).toBe(404);
      }
    });

    it('leaves a not-yet-public content out of a public program’s day until its time', async () => {
      edge.toSecondBefore();
      const before = (await edge.member.get(apiPaths.program(ids.published))).json() as ProgramDetail;
      expect(before.days[0]!.contents.map((card) => card.id)).toEqual(['sample-01']);
      edge.toSecondAfter();
      const after = (await edge.member.get(apiPaths.program(ids.published))).json() as ProgramDetail;
      expect(after.days[0]!.contents.map((card) => card.id)).toEqual(['sample-01', ids.hiddenContent]);
    });

    it('shows the scheduled program a second after its time, first in the list home suggests from, and she can join', async () => {
      edge.toSecondAfter();
      for (const visitor of [edge.member, edge.guest]) {
        const seen = await listed(visitor);
        // The program that went public last comes first: home suggests it to her.
        expect(seen[0]).toBe(ids.scheduled);
        expect(seen).not.toContain(ids.draft);
        const detail = await visitor.get(apiPaths.program(ids.scheduled));
        expect(detail.statusCode).toBe(200);
        expect((detail.json() as ProgramDetail).preview).toBeUndefined();
        expect((await visitor.get(apiPaths.program(ids.draft))).statusCode).toBe(404);
      }
      const join = await edge.member.post(apiPaths.programEnrolment(ids.scheduled));
      expect(join.statusCode, join.body).toBe(200);
      const menu = await edge.member.get(apiPaths.todayMenu);
      expect(menu.json().items.map((item: { program: { id: string } }) => item.program.id)).toEqual([
        ids.scheduled,
      ]);
      expect((await edge.member.post(apiPaths.programEnrolment(ids.draft))).statusCode).toBe(404);
    });

    it('lets staff preview a draft and a scheduled program on the member page, marked, never stored', async () => {
      edge.toSecondBefore();
      const draft = await edge.admin.get(apiPaths.program(ids.draft));
      expect(draft.statusCode).toBe(200);
      expect(draft.headers['cache-control']).toBe('no-store');
      expect(draft.json()).toMatchObject({
        title: '準備中の3日間',
        canJoin: false,
        preview: { status: 'draft', publishedAt: expect.any(String) },
      });
      const scheduled = (await edge.admin.get(apiPaths.program(ids.scheduled))).json() as ProgramDetail;
      expect(scheduled.preview).toEqual({ status: 'published', publishedAt: scheduledFor });
      expect(scheduled.days.map((day) => day.contents.map((card) => card.id))).toEqual(days);
      // Members and guests asking for the same address get nothing of it.
      expect((await edge.member.get(apiPaths.program(ids.draft))).statusCode).toBe(404);
      expect((await edge.guest.get(apiPaths.program(ids.scheduled))).statusCode).toBe(404);
      // A public program is no preview, for staff either.
      expect(
        ((await edge.admin.get(apiPaths.program(ids.published))).json() as ProgramDetail).preview,
      ).toBeUndefined();
    });

    it('gives staff every program with its state, and filters the list by state', async () => {
      await edge.expectStates(apiPaths.adminPrograms, ids);
    });

    it('refuses a 予約 at a time already past or with an empty day, and keeps a draft a draft and a 予約 a 予約 when an edit names no state', async () => {
      edge.toSecondBefore();
      const past = await edge.admin.post(
        apiPaths.adminPrograms,
        program('過去の予約', { state: 'scheduled', publishDate: '2026-12-01', publishTime: '06:59' }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({ field: 'publishTime', message: copy.publishing.timeNotFuture });
      const empty = await edge.admin.post(
        apiPaths.adminPrograms,
        program('空の日がある予約', {
          state: 'scheduled',
          publishDate: '2026-12-02',
          publishTime: '07:00',
          days: [['sample-01'], [], ['sample-03']],
        }),
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ field: 'days', message: copy.programs.admin.dayEmpty(2) });
      const edited = await edge.admin.request({
        method: 'PUT',
        url: apiPaths.adminProgram(ids.draft),
        payload: program('準備中の3日間', { days: [['sample-01'], ['sample-02'], []] }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json() as { program: AdminProgram }).program.state).toBe('draft');
      expect((await edge.member.get(apiPaths.program(ids.draft))).statusCode).toBe(404);
      // The same for a 予約: it keeps its time.
      const kept = await edge.admin.request({
        method: 'PUT',
        url: apiPaths.adminProgram(ids.scheduled),
        payload: program('師走の3日間', {}),
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((kept.json() as { program: AdminProgram }).program).toMatchObject({
        state: 'scheduled',
        publishedAt: scheduledFor,
      });
    });

    it('takes a program back to 下書き: it leaves her list and today’s menu, and 公開する shows it at once', async () => {
      edge.toSecondAfter();
      const setPublished = (published: boolean) =>
        edge.admin.request({
          method: 'PUT',
          url: apiPaths.adminProgramPublished(ids.scheduled),
          payload: { published },
        });
      const back = await setPublished(false);
      expect(back.json()).toMatchObject({
        message: copy.programs.admin.unpublishedNotice,
        program: { state: 'draft' },
      });
      expect(await listed(edge.member)).not.toContain(ids.scheduled);
      expect((await edge.member.get(apiPaths.todayMenu)).json().items).toEqual([]);
      expect((await setPublished(true)).json().program.state).toBe('published');
      expect(await listed(edge.member)).toContain(ids.scheduled);
    });
  },
);
