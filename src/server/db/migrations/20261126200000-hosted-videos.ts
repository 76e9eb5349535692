import { sql, type Kysely } from 'kysely';

// Frozen. Videos staff upload themselves (issue 24): one row per uploaded file, from the first
// byte of its resumable upload to its HLS renditions. A content shows a hosted video through
// contents.video_id; video_url stays for YouTube. The AES-128 key lives here and never beside
// the segments in storage.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('uploading', 'waiting', 'converting', 'ready', 'failed')`),
    )
    // 0–100 while converting.
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    // Why a conversion failed, as a code the screen words in Japanese; null unless failed.
    .addColumn('failure', 'text')
    .addColumn('original_name', 'text', (col) => col.notNull())
    // The uploaded file in storage, kept until a conversion succeeds; null once removed.
    .addColumn('original_key', 'text')
    // Up to 8 GB: bigint on PostgreSQL (read back with Number()), INTEGER on SQLite.
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'real')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // JSON: the renditions written, e.g. [{"name":"720p","width":1280,"height":720,"bandwidth":2800000}].
    .addColumn('renditions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('poster_key', 'text')
    .addColumn('captions_key', 'text')
    // 16 bytes as hex; written when conversion starts.
    .addColumn('encryption_key', 'text')
    // The conversion job's lease: a process converts only while claimed_until is ahead of now.
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('ready_at', 'text')
    .execute();
  await db.schema.createIndex('videos_state_idx').on('videos').columns(['state', 'claimed_until']).execute();

  await db.schema
    .alterTable('contents')
    .addColumn('video_id', 'text', (col) => col.references('videos.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contents_video_idx').on('contents').columns(['video_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contents_video_idx').execute();
  await db.schema.alterTable('contents').dropColumn('video_id').execute();
  await db.schema.dropTable('videos').execute();
}
