import { Type, type Static } from 'typebox';

// 下書き / 予約 / 公開, the same for contents and programs (docs/decisions/0019-scheduled-posts.md).

/** What staff choose and the admin lists show: 予約 is a published item whose time is still ahead. */
export const PublishingStateSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
]);
export type PublishingState = Static<typeof PublishingStateSchema>;

/** An admin list's filter: one state, or every item when absent. */
export const StateFilterQuery = Type.Object({ state: Type.Optional(PublishingStateSchema) });

/** Only in a staff preview of an item members cannot see yet: a draft, or scheduled. */
export const PreviewSchema = Type.Object({
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  /** ISO 8601 UTC: when a published (scheduled) item starts showing. */
  publishedAt: Type.String(),
});
export type Preview = Static<typeof PreviewSchema>;
