import { Type, type TSchema } from 'typebox';

// Pieces several request and answer schemas are built from, so one kind of field has one limit.

export const EmailText = Type.String({ maxLength: 320 });
export const PasswordText = Type.String({ maxLength: 1000 });
export const PassphraseText = Type.String({ maxLength: 200 });
/** A single-use link's token (setup, password reset). */
export const LinkToken = Type.String({ maxLength: 200 });

/** Signing in with an account: her e-mail and password (login, the first admin). */
export const credentialFields = { email: EmailText, password: PasswordText };
/** A new password typed twice (registration, reset, a staff invitation), as checks/account-checks.ts newPasswordFields. */
export const newPasswordFields = { password: PasswordText, passwordConfirm: PasswordText };

/** The API's answer for a list: `{ items }`, so a list can gain fields beside it later. */
export function ItemList<Item extends TSchema>(item: Item) {
  return Type.Object({ items: Type.Array(item) });
}
