import type { ExpressionBuilder } from 'kysely';
import { databaseKind, type Db } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';

/**
 * The last-owner rule, in one place: a change to `userId` that takes an オーナー away (a demotion
 * to 編集者, removal from the staff, a deletion, 退会) may go ahead when she is no owner, or when
 * another owner who can still sign in remains. Written into the same statement as the change.
 */
export function noOwnerLost(userId: string) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb('staffRole', 'is', null),
      eb('staffRole', '!=', 'owner'),
      eb(
        eb
          .selectFrom('users as others')
          .select((sub) => sub.fn.countAll<number>().as('owners'))
          // A disabled owner cannot run the site, so she does not count.
          .where('others.staffRole', '=', 'owner')
          .where('others.disabledAt', 'is', null)
          .where('others.id', '!=', userId),
        '>=',
        1,
      ),
    ]);
}

/**
 * Call first in the transaction of a change guarded by noOwnerLost. Two owners demoting each
 * other at once on PostgreSQL would each still count the other: locking the owners' rows makes
 * the second wait and then count again. SQLite writes one transaction at a time anyway.
 */
export async function lockOwners(trx: Db): Promise<void> {
  if (databaseKind(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('staffRole', '=', 'owner').forUpdate().execute();
}
