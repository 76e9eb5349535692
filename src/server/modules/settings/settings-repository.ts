import type { SiteSettings } from '#shared/schemas/admin.js';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/database.js';

const keys = ['siteName', 'joinUrl', 'communityUrl', 'liveLessonUrl', 'liveWeekday', 'liveTime'] as const;

/**
 * Before staff change anything: the environment's values, and Wednesdays at 21:00
 * (docs/product.md#site-settings).
 */
function defaultSettings(config: Config): SiteSettings {
  return {
    siteName: config.siteName,
    joinUrl: config.joinUrl ?? null,
    communityUrl: config.communityUrl ?? null,
    liveLessonUrl: null,
    liveWeekday: 3,
    liveTime: '21:00',
  };
}

export async function readSettings(db: Db, config: Config): Promise<SiteSettings> {
  const rows = await db.selectFrom('siteSettings').select(['key', 'value']).execute();
  const settings: Record<string, unknown> = { ...defaultSettings(config) };
  for (const row of rows) {
    if ((keys as readonly string[]).includes(row.key)) settings[row.key] = JSON.parse(row.value);
  }
  return settings as SiteSettings;
}

export async function saveSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const key of keys) {
      const value = JSON.stringify(settings[key]);
      await trx
        .insertInto('siteSettings')
        .values({ key, value, updatedAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
        .execute();
    }
  });
}

/** 承認制 (docs/product.md#comments-and-questions): off until staff turn it on; kept beside the site settings. */
const commentApprovalKey = 'commentsNeedApproval';

export async function readCommentApproval(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('siteSettings')
    .select('value')
    .where('key', '=', commentApprovalKey)
    .executeTakeFirst();
  return row ? JSON.parse(row.value) === true : false;
}

export async function saveCommentApproval(db: Db, on: boolean, now: Date): Promise<void> {
  const value = JSON.stringify(on);
  const updatedAt = now.toISOString();
  await db
    .insertInto('siteSettings')
    .values({ key: commentApprovalKey, value, updatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
