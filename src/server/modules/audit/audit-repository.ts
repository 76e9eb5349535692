import type { Selectable } from 'kysely';
import type { AuditChange, AuditEntry } from '#shared/schemas/audit.js';
import type { Db } from '#server/db/database.js';
import type { StaffAuditEntryTable } from '#server/db/schema.js';

export type AuditRow = Selectable<StaffAuditEntryTable>;

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('staffAuditEntries').values(row).execute();
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action as AuditEntry['action'],
    targetType: row.targetType as AuditEntry['targetType'],
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    changes: JSON.parse(row.changes) as AuditChange[],
    counts: JSON.parse(row.counts) as Record<string, number>,
    clientAddress: row.clientAddress,
  };
}

/** Where the next page starts: the last row's time and id (newest first). */
export type AuditKey = { at: string; id: string };

export type AuditFilter = {
  actorId?: string | undefined;
  targetType?: string | undefined;
  /** Instants, from included, until excluded. */
  from?: string | undefined;
  until?: string | undefined;
  after?: AuditKey | undefined;
};

/** One page, newest first; one row more than `limit` tells the caller there is a next page. */
export async function listAuditRows(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  let query = db.selectFrom('staffAuditEntries').selectAll();
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  if (filter.targetType) query = query.where('targetType', '=', filter.targetType);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.until) query = query.where('at', '<', filter.until);
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Everyone with an entry, for the staff filter; the latest e-mail copy of each. */
export async function listAuditActors(db: Db): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .selectFrom('staffAuditEntries')
    .select(['actorId', 'actorEmail'])
    .orderBy('at', 'desc')
    .execute();
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.actorId)) seen.set(row.actorId, row.actorEmail);
  return [...seen].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));
}

/** Retention: entries from before `before` go (docs/product.md#the-audit-log keeps 400 days). */
export async function deleteAuditEntriesBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('staffAuditEntries')
    .where('at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** hanako@example.com → ha…@example.com: staff can still match a leaving request to its entry. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}

/**
 * A deleted member is no longer named in full: the entries about her keep what staff did, and
 * her e-mail only masked (docs/decisions/0022-staff-audit-log.md). Entries she made as staff keep
 * their actor's e-mail: they are the studio's record of its staff's work.
 */
export async function forgetMemberInAudit(db: Db, userId: string, email: string): Promise<void> {
  await db
    .updateTable('staffAuditEntries')
    .set({ targetLabel: maskedEmail(email) })
    .where('targetType', 'in', ['member', 'staff'])
    // An invitation is named by the address it went to, before she had an id on the staff.
    .where((eb) => eb.or([eb('targetId', '=', userId), eb('targetLabel', '=', email)]))
    .execute();
}
