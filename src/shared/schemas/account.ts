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
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const PasswordChange = Type.Object({
  currentPassword: Type.String({ maxLength: 1000 }),
  newPassword: Type.String({ maxLength: 1000 }),
  newPasswordConfirm: Type.String({ maxLength: 1000 }),
});
export type PasswordChange = Static<typeof PasswordChange>;
