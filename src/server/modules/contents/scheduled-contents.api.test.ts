import { beforeAll, describe, expect, it } from 'vitest';
import { publishingEdgeForAllTests, scheduledFor } from '#tests/support/publishing.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { ContentDetail, ContentPage, HomeFeed } from '#shared/schemas/contents.js';
import type { LiveOverview } from '#shared/schemas/live.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// 下書き, 予約 and 公開 (docs/decisions/0019-scheduled-posts.md), with the server process in UTC
// and in Los Angeles while the business zone stays Asia/Tokyo: a post scheduled for 2026-12-01
// 07:00 Tokyo time (2026-11-30T22:00:00Z) shows nowhere a second before and everywhere a second after.

const article = {
  category: 'exercise',
  type: 'article',
  description: '朝の体操',
  videoUrl: '',
  body: '<p>ゆっくり体を伸ばします。</p>',
  thumbnailKey: null,
  viewCount: 0,
  isFeatured: true,
};

describe.each(['UTC', 'America/Los_Angeles'])(
  'scheduled and draft contents, server process in %s',
  (zone) => {
    const edge = publishingEdgeForAllTests(zone, { months: ['2026-12'] });
    const ids = { scheduled: '', draft: '', published: '' };
    const missingId = 'no-such-content';

    beforeAll(async () => {
      // An older public content of the same category, whose page lists related contents.
      const [older] = await insertContents(edge.testApp.app.db, [
        buildContent({ title: 'いつもの体操', category: 'exercise', date: '2026-11-20' }),
      ]);
      ids.published = older!.id;
      const post = async (payload: object) => {
        const response = await edge.admin.post(apiPaths.adminContents, { ...article, ...payload });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { content: AdminContent }).content;
      };
      // The recording of Saturday's live lesson, going public on Tuesday morning.
      const scheduled = await post({
        title: '予約した体操',
        date: '2026-12-01',
        state: 'scheduled',
        publishTime: '07:00',
        liveLessonDate: '2026-11-29',
      });
      expect(scheduled).toMatchObject({
        state: 'scheduled',
        publishedAt: scheduledFor,
        publishTime: '07:00',
      });
      ids.scheduled = scheduled.id;
      ids.draft = (await post({ title: '下書きの体操', date: '2026-11-30', state: 'draft' })).id;
    });

    /**
     * Every list (the live archives' too), search, the feed, the live card's latest archive and
     * the related contents of the public content, as ids.
     */
    async function everythingSeenBy(visitor: TestVisitor): Promise<Set<string>> {
      const seen = new Set<string>();
      const add = (items: { id: string }[]) => items.forEach((item) => seen.add(item.id));
      const feed = (await visitor.get(apiPaths.feed)).json() as HomeFeed;
      add([...feed.new, ...feed.featured, ...feed.popular]);
      for (const query of [
        'list=new',
        'list=featured',
        'list=popular',
        'list=new&category=exercise',
        'list=popular&category=exercise',
        'list=new&archive=live',
      ]) {
        const page = await visitor.get(`${apiPaths.contents}?${query}`);
        expect(page.statusCode, page.body).toBe(200);
        add((page.json() as ContentPage).items);
      }
      add(
        (
          (
            await visitor.get(`${apiPaths.contentSearch}?q=${encodeURIComponent('体操')}`)
          ).json() as ContentPage
        ).items,
      );
      const detail = await visitor.get(apiRoutes.content.replace(':id', ids.published));
      add((detail.json() as ContentDetail).related);
      const live = (await visitor.get(apiPaths.live)).json() as LiveOverview;
      if (live.latestArchive) add([live.latestArchive]);
      return seen;
    }

    it('shows members and guests neither the draft nor the scheduled post a second before its time', async () => {
      edge.toSecondBefore();
      for (const visitor of [edge.member, edge.guest]) {
        const seen = await everythingSeenBy(visitor);
        expect(seen.has(ids.published)).toBe(true);
        expect(seen.has(ids.scheduled)).toBe(false);
        expect(seen.has(ids.draft)).toBe(false);
        const missing = await visitor.get(apiRoutes.content.replace(':id', missingId));
        for (const id of [ids.scheduled, ids.draft]) {
          const asked = await visitor.get(apiRoutes.content.replace(':id', id));
          expect(asked.statusCode).toBe(404);
          expect(asked.json()).toEqual(missing.json());
        }
      }
    });

    it('shows the scheduled post everywhere a second after its time, the draft still nowhere', async () => {
      edge.toSecondBefore();
      await everythingSeenBy(edge.member); // answers shared within the second before are not served after it
      edge.toSecondAfter();
      for (const visitor of [edge.member, edge.guest]) {
        const seen = await everythingSeenBy(visitor);
        expect(seen.has(ids.scheduled)).toBe(true);
        expect(seen.has(ids.draft)).toBe(false);
        const detail = await visitor.get(apiRoutes.content.replace(':id', ids.scheduled));
        expect(detail.statusCode).toBe(200);
        expect((detail.json() as ContentDetail).preview).toBeUndefined();
        expect((await visitor.get(apiRoutes.content.replace(':id', ids.draft))).statusCode).toBe(404);
      }
    });

    it('lets no member act on a content she cannot see yet: favorite, やったよ, progress and views answer as missing', async () => {
      edge.toSecondBefore();
      for (const id of [ids.draft, ids.scheduled]) {
        const answers = [
          await edge.member.request({ method: 'PUT', url: apiPaths.favorite(id) }),
          await edge.member.request({ method: 'PUT', url: apiPaths.contentDone(id) }),
          await edge.member.post(apiPaths.contentProgress(id), { positionSeconds: 60, durationSeconds: 600 }),
          await edge.member.get(apiPaths.contentProgress(id)),
          await edge.guest.post(apiPaths.contentViews(id)),
        ];
        expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
      }
      edge.toSecondAfter();
      const favorite = await edge.member.request({ method: 'PUT', url: apiPaths.favorite(ids.scheduled) });
      expect(favorite.statusCode).toBe(200);
      expect(
        (await edge.member.request({ method: 'PUT', url: apiPaths.favorite(ids.draft) })).statusCode,
      ).toBe(404);
    });

    it('keeps a draft a draft when an edit does not name a state', async () => {
      edge.toSecondAfter();
      // The form's fields as an older tab sends them, without 状態.
      const edit = { ...article, title: '下書きの体操（直し）', date: '2026-11-30' };
      const response = await edge.admin.request({
        method: 'PUT',
        url: apiPaths.adminContent(ids.draft),
        payload: edit,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { content: AdminContent }).content.state).toBe('draft');
      expect((await edge.member.get(apiRoutes.content.replace(':id', ids.draft))).statusCode).toBe(404);
    });

    it('lets staff preview a draft and a scheduled post on the member page, marked as a preview', async () => {
      edge.toSecondBefore();
      const draft = await edge.admin.get(apiRoutes.content.replace(':id', ids.draft));
      expect(draft.statusCode).toBe(200);
      expect((draft.json() as ContentDetail).preview).toEqual({
        status: 'draft',
        publishedAt: expect.any(String),
      });
      const scheduled = (
        await edge.admin.get(apiRoutes.content.replace(':id', ids.scheduled))
      ).json() as ContentDetail;
      expect(scheduled.preview).toEqual({ status: 'published', publishedAt: scheduledFor });
      // The preview is never shared with members.
      expect((await edge.member.get(apiRoutes.content.replace(':id', ids.draft))).statusCode).toBe(404);
    });

    it('gives staff every content with its state, and filters the list by state', async () => {
      await edge.expectStates(apiPaths.adminContents, ids);
    });

    it('refuses 公開 with a future day and 予約 at a time already past', async () => {
      edge.toSecondBefore();
      const future = await edge.admin.post(apiPaths.adminContents, {
        ...article,
        title: '明日の体操',
        date: '2026-12-02',
        state: 'published',
      });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toEqual({ field: 'date', message: copy.publishing.dateInFuture });
      const past = await edge.admin.post(apiPaths.adminContents, {
        ...article,
        title: '過去の予約',
        date: '2026-12-01',
        state: 'scheduled',
        publishTime: '06:59',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toEqual({ field: 'publishTime', message: copy.publishing.timeNotFuture });
    });
  },
);
