import type { ExpressionBuilder } from 'kysely';
import type { Database } from '#server/db/schema.js';

/**
 * The last-admin rule, in one place: a change to `userId` that takes an admin away (a demotion, a
 * deletion) may go ahead when she is no admin, or when another admin who can still sign in
 * remains. Written into the same statement, so two admins removing each other cannot both win.
 */
export function noAdminLost(userId: string) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb('isAdmin', '=', 0),
      eb(
        eb
          .selectFrom('users as others')
          .select((sub) => sub.fn.countAll<number>().as('admins'))
          // A disabled admin cannot run the site, so she does not count.
          .where('others.isAdmin', '=', 1)
          .where('others.disabledAt', 'is', null)
          .where('others.id', '!=', userId),
        '>=',
        1,
      ),
    ]);
}
