import { dayKey } from '#shared/business-time.js';
import { youtubeEmbedUrl, youtubeVideoId } from '#shared/youtube.js';
import type { Db } from '#server/db/database.js';
import { buildContent } from '../contents/content-factory.js';
import {
  countContents,
  existingContentIds,
  insertContents,
  type NewContent,
} from '../contents/content-repository.js';
import { sampleContents, type SampleContent } from './sample-contents.js';

const dayMs = 24 * 60 * 60 * 1000;

function sampleRow(sample: SampleContent, now: Date, timeZone: string): NewContent {
  const dated = new Date(now.getTime() - sample.daysAgo * dayMs);
  const videoId = sample.videoLink ? youtubeVideoId(sample.videoLink) : null;
  if (sample.type === 'video' && !videoId) throw new Error(`Sample ${sample.id} has no valid YouTube link`);
  return buildContent({
    now,
    timeZone,
    id: sample.id,
    title: sample.title,
    category: sample.category,
    type: sample.type,
    date: dayKey(dated, timeZone),
    description: sample.description,
    videoUrl: videoId ? youtubeEmbedUrl(videoId) : null,
    originalVideoUrl: sample.videoLink ?? null,
    body: sample.body ?? null,
    // Real from the first view: a made-up count would fill 人気 and pass for members' interest.
    viewCount: 0,
    isFeatured: sample.isFeatured ? 1 : 0,
    uneditedSample: 1,
  });
}

/** Writes the samples that are missing (by id). Returns the ids written. */
export async function seedMissingSamples(db: Db, now: Date, timeZone: string): Promise<string[]> {
  const present = await existingContentIds(
    db,
    sampleContents.map((sample) => sample.id),
  );
  const missing = sampleContents.filter((sample) => !present.has(sample.id));
  if (missing.length === 0) return [];
  // Two processes starting together on an empty database must not trip over each other.
  await insertContents(
    db,
    missing.map((sample) => sampleRow(sample, now, timeZone)),
    { skipExisting: true },
  );
  return missing.map((sample) => sample.id);
}

/** At start: a brand-new install gets the samples; a site whose staff deleted them does not. */
export async function seedSamplesIntoEmptyDatabase(db: Db, now: Date, timeZone: string): Promise<string[]> {
  if ((await countContents(db)) > 0) return [];
  return seedMissingSamples(db, now, timeZone);
}
