import type { Kysely } from 'kysely';

// Frozen. The secret that signs hosted videos' playlist, segment and key addresses (issue 24,
// docs/decisions/0029-video-playback-protection.md): made at the first playback, one per install,
// kept only here — never in code, config or logs. Its own table so no settings screen lists it.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_signing_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 32 random bytes as hex.
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_signing_keys').execute();
}
