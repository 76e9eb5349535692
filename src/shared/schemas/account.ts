import { Type, type Static } from 'typebox';
import { EmailText, LinkToken, PasswordText } from './fields.js';

// My page: profile and password (issue 4).

export const Profile = Type.Object({
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

export const ProfileUpdate = Type.Object({
  email: EmailText,
  displayName: Type.String({ maxLength: 100 }),
  /** Needed only when the e-mail changes. */
  currentPassword: Type.Optional(PasswordText),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The profile as saved; a new e-mail waits (pendingEmail) until the link sent to it is opened. */
export const ProfileSaved = Type.Object({
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
});
export type ProfileSaved = Static<typeof ProfileSaved>;

export const EmailChangeConfirm = Type.Object({ token: LinkToken });
export type EmailChangeConfirm = Static<typeof EmailChangeConfirm>;

export const PasswordChange = Type.Object({
  currentPassword: PasswordText,
  newPassword: PasswordText,
  newPasswordConfirm: PasswordText,
});
export type PasswordChange = Static<typeof PasswordChange>;
