import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { CompiledQueries } from '#server/db/compiled-queries.js';
import type { Db } from '#server/db/database.js';
import { isVisibleTo } from '../contents/content-visibility.js';

// What playback reads (issue 24): the ready video behind a content a visitor may see, and this
// install's signing secret. The upload and conversion parts keep their own queries.

/** One HLS rendition as the conversion recorded it; `path` is relative to `<videoId>/`. */
export type Rendition = { name: string; width: number; height: number; bandwidth: number; path: string };

export type PlayableVideo = {
  id: string;
  durationSeconds: number;
  renditions: Rendition[];
  posterKey: string | null;
  captionsKey: string | null;
  /** 16 bytes as hex. */
  encryptionKey: string;
};

function isRendition(value: unknown): value is Rendition {
  const rendition = value as Partial<Rendition> | null;
  return (
    typeof rendition?.name === 'string' &&
    typeof rendition.path === 'string' &&
    typeof rendition.width === 'number' &&
    typeof rendition.height === 'number' &&
    typeof rendition.bandwidth === 'number'
  );
}

export function parseRenditions(json: string): Rendition[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter(isRendition) : [];
}

function playableVideoQuery(db: Db, id: string, at: string) {
  return db
    .selectFrom('videos')
    .select(['id', 'durationSeconds', 'renditions', 'posterKey', 'captionsKey', 'encryptionKey'])
    .where('id', '=', id)
    .where('state', '=', 'ready')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contents')
          .select(sql`1`.as('one'))
          .whereRef('contents.videoId', '=', 'videos.id')
          .where(isVisibleTo(at)),
      ),
    );
}

type PlayableRow = Awaited<ReturnType<ReturnType<typeof playableVideoQuery>['execute']>>[number];

// Read for every playlist, key, poster and captions request: built and compiled once.
const compiled = new CompiledQueries();

/**
 * The video, when it is ready and at least one content a member or guest may see at `at` shows it
 * (the contents' own visibility rule); otherwise undefined, so a draft's video and an unknown id
 * answer alike.
 */
export async function findPlayableVideo(db: Db, id: string, at: string): Promise<PlayableVideo | undefined> {
  const [row] = await compiled.run<PlayableRow>(db, 'playable', [id, 'ready', at], () =>
    playableVideoQuery(db, id, at),
  );
  if (!row?.encryptionKey) return undefined;
  return {
    id: row.id,
    durationSeconds: Number(row.durationSeconds ?? 0),
    renditions: parseRenditions(row.renditions),
    posterKey: row.posterKey,
    captionsKey: row.captionsKey,
    encryptionKey: row.encryptionKey,
  };
}

/** Where a ready video's renditions live, whoever asks (segments are checked by signature alone). */
export async function findRenditionPaths(db: Db, id: string): Promise<Rendition[] | undefined> {
  const row = await db
    .selectFrom('videos')
    .select('renditions')
    .where('id', '=', id)
    .where('state', '=', 'ready')
    .executeTakeFirst();
  return row ? parseRenditions(row.renditions) : undefined;
}

const signingKeyId = 'playback';

/**
 * This install's secret for signing video addresses, made on the first call ever. Processes
 * starting at once may each make one; the first insert wins and every process reads that back.
 */
export async function ensureSigningSecret(db: Db, now: Date): Promise<Buffer> {
  const read = () =>
    db.selectFrom('videoSigningKeys').select('secret').where('id', '=', signingKeyId).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('videoSigningKeys')
      .values({ id: signingKeyId, secret: randomBytes(32).toString('hex'), createdAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('the video signing secret could not be stored');
  return Buffer.from(row.secret, 'hex');
}
