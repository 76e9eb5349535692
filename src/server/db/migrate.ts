import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as attemptCounters from './migrations/20261123120000-attempt-counters.js';
import * as contentSearchIndex from './migrations/20261123180000-content-search-index.js';
import * as contentSearchText from './migrations/20261121200000-content-search-text.js';
import * as dailyViews from './migrations/20261123130000-daily-views.js';
import * as revocation from './migrations/20261123140000-revocation.js';
import * as emailChangeTokens from './migrations/20261123150000-email-change-tokens.js';
import * as initialSchema from './migrations/20261121090000-initial-schema.js';
import * as pendingUploads from './migrations/20261123070000-pending-uploads.js';
import * as liveLessons from './migrations/20261123090000-live-lessons.js';
import * as keepGoing from './migrations/20261123100000-keep-going.js';
import * as legalPages from './migrations/20261125090000-legal-pages.js';
import * as scheduledContents from './migrations/20261125120000-scheduled-contents.js';
import * as memberActivity from './migrations/20261126150000-member-activity.js';
import * as scheduledPrograms from './migrations/20261126170000-scheduled-programs.js';
import * as staffRoles from './migrations/20261126130000-staff-roles.js';
import * as noticesAndNews from './migrations/20261126180000-notices-and-news.js';
import * as programs from './migrations/20261123160000-programs.js';
import * as pushSubscriptions from './migrations/20261123170000-push-subscriptions.js';
import * as jobClaims from './migrations/20261123190000-job-claims.js';
import * as staffAuditLog from './migrations/20261126140000-staff-audit-log.js';
import * as setupTokens from './migrations/20261121150000-setup-tokens.js';
import * as comments from './migrations/20261126190000-comments.js';
import * as hostedVideos from './migrations/20261126200000-hosted-videos.js';
import * as videoSigningKey from './migrations/20261126230000-video-signing-key.js';
import * as searchArticleText from './migrations/20261126235000-search-article-text.js';
import * as searchGramsColumn from './migrations/20261127010000-search-grams-column.js';
import * as searchWalkIndex from './migrations/20261127040000-search-walk-index.js';
import * as searchRows from './migrations/20261127110000-search-rows.js';
import * as searchTokenCounts from './migrations/20261127180000-search-token-counts.js';
import * as searchWalkRows from './migrations/20261127190000-search-walk-rows.js';
import * as siteSettings from './migrations/20261121190000-site-settings.js';
import * as uneditedSamples from './migrations/20261125100000-unedited-samples.js';
import * as viewEvents from './migrations/20261121170000-view-events.js';

// Listed by hand so the compiled server needs no directory scanning; names sort by time.
const migrations: Record<string, Migration> = {
  '20261121090000-initial-schema': initialSchema,
  '20261121150000-setup-tokens': setupTokens,
  '20261121170000-view-events': viewEvents,
  '20261121190000-site-settings': siteSettings,
  '20261121200000-content-search-text': contentSearchText,
  '20261123070000-pending-uploads': pendingUploads,
  '20261123090000-live-lessons': liveLessons,
  '20261123100000-keep-going': keepGoing,
  '20261123120000-attempt-counters': attemptCounters,
  '20261123130000-daily-views': dailyViews,
  '20261123140000-revocation': revocation,
  '20261123150000-email-change-tokens': emailChangeTokens,
  '20261123160000-programs': programs,
  '20261123170000-push-subscriptions': pushSubscriptions,
  '20261123180000-content-search-index': contentSearchIndex,
  '20261123190000-job-claims': jobClaims,
  '20261125090000-legal-pages': legalPages,
  '20261125100000-unedited-samples': uneditedSamples,
  '20261125120000-scheduled-contents': scheduledContents,
  '20261126130000-staff-roles': staffRoles,
  '20261126140000-staff-audit-log': staffAuditLog,
  '20261126150000-member-activity': memberActivity,
  '20261126170000-scheduled-programs': scheduledPrograms,
  '20261126180000-notices-and-news': noticesAndNews,
  '20261126190000-comments': comments,
  '20261126200000-hosted-videos': hostedVideos,
  '20261126230000-video-signing-key': videoSigningKey,
  '20261126235000-search-article-text': searchArticleText,
  '20261127010000-search-grams-column': searchGramsColumn,
  '20261127040000-search-walk-index': searchWalkIndex,
  '20261127110000-search-rows': searchRows,
  '20261127180000-search-token-counts': searchTokenCounts,
  '20261127190000-search-walk-rows': searchWalkRows,
};

/** Every migration this version knows, oldest first: a backup naming another is not ours to restore. */
export const migrationNames: readonly string[] = Object.keys(migrations);

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
