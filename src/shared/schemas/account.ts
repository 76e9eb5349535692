import { Type, type Static } from 'typebox';

// My page: profile and password (issue 4).

export const Profile = Type.Object({
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

export const ProfileUpdate = Type.Object({
  email: Type.String({ maxLength: 320 }),
  displayName: Type.String({ maxLength: 100 }),
  /** Needed only when the e-mail changes. */
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The profile as saved; a new e-mail waits (pendingEmail) until the link sent to it is opened. */
export const ProfileSaved = Type.Object({
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
});
export type ProfileSaved = Static<typeof ProfileSaved>;

export const EmailChangeConfirm = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type EmailChangeConfirm = Static<typeof EmailChangeConfirm>;

export const PasswordChange = Type.Object({
  currentPassword: Type.String({ maxLength: 1000 }),
  newPassword: Type.String({ maxLength: 1000 }),
  newPasswordConfirm: Type.String({ maxLength: 1000 }),
});
export type PasswordChange = Static<typeof PasswordChange>;
