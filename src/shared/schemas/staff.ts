import { Type, type Static } from 'typebox';
import { EmailText, LinkToken, newPasswordFields } from './fields.js';
import { SessionState } from './auth.js';
import { StaffRole } from './staff-role.js';

// The staff screen and staff invitations (docs/product.md#staff-roles).

export const StaffMember = Type.Object({
  id: Type.String(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  role: StaffRole,
});
export type StaffMember = Static<typeof StaffMember>;

export const PendingInvitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: StaffRole,
  createdAt: Type.String(),
  expiresAt: Type.String(),
});
export type PendingInvitation = Static<typeof PendingInvitation>;

export const StaffList = Type.Object({
  items: Type.Array(StaffMember),
  /** Invitations not accepted yet and not expired, newest first. */
  invitations: Type.Array(PendingInvitation),
});
export type StaffList = Static<typeof StaffList>;

export const StaffInviteRequest = Type.Object({ email: EmailText, role: StaffRole });
export type StaffInviteRequest = Static<typeof StaffInviteRequest>;

export const StaffRoleRequest = Type.Object({ role: StaffRole });
export type StaffRoleRequest = Static<typeof StaffRoleRequest>;

export const StaffIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type StaffIdParams = Static<typeof StaffIdParams>;

export const InvitationTokenRequest = Type.Object({ token: LinkToken });
export type InvitationTokenRequest = Static<typeof InvitationTokenRequest>;

/** What the invitation page shows before she accepts: to whom, which role, sign in or sign up. */
export const InvitationDetails = Type.Object({
  email: Type.String(),
  role: StaffRole,
  /** An account with this address exists: she signs in and accepts; otherwise she makes one. */
  hasAccount: Type.Boolean(),
});
export type InvitationDetails = Static<typeof InvitationDetails>;

export const InvitationSignUpRequest = Type.Object({
  token: LinkToken,
  displayName: Type.Optional(Type.String({ maxLength: 200 })),
  ...newPasswordFields,
});
export type InvitationSignUpRequest = Static<typeof InvitationSignUpRequest>;

export const InvitationAccepted = Type.Object({ message: Type.String(), session: SessionState });
export type InvitationAccepted = Static<typeof InvitationAccepted>;
