import { copy } from '#shared/copy.js';
import type { Db } from '#server/db/database.js';
import { HttpError } from '#server/http-error.js';
import { findUserById, type UserRow } from './user-repository.js';

/** The user with this id, or the 404 every route about one account answers when she is gone. */
export async function findUserOr404(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(404, copy.mypage.userNotFound);
  return user;
}
