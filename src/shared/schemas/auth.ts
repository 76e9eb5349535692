import { Type, type Static } from 'typebox';
import { credentialFields, EmailText, LinkToken, newPasswordFields, PassphraseText } from './fields.js';
import { loginFields } from '../checks/sign-in-checks.js';
import { StaffRole } from './staff-role.js';

// The access API (issue 3). Every state-changing request must carry csrfHeader (see ../csrf.ts).

export const SessionUser = Type.Object({
  id: Type.String(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  /** Null for a member; 'owner' or 'editor' for staff (docs/product.md#staff-roles). */
  staffRole: Type.Union([StaffRole, Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;

/** The three session states, with who is signed in when authenticated; docs/product.md#visitors-and-access */
export const SessionState = Type.Union([
  Type.Object({ state: Type.Literal('unauthenticated') }),
  Type.Object({
    state: Type.Literal('requires-monthly-auth'),
    /** The member whose session ended with the month; nothing else is readable. */
    email: Type.String(),
  }),
  Type.Object({
    state: Type.Literal('authenticated'),
    kind: Type.Literal('guest'),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
  Type.Object({
    state: Type.Literal('authenticated'),
    kind: Type.Literal('member'),
    expiresAt: Type.String({ format: 'date-time' }),
    user: SessionUser,
  }),
]);
export type SessionState = Static<typeof SessionState>;

export const GateRequest = Type.Object({ passphrase: PassphraseText });
export type GateRequest = Static<typeof GateRequest>;

export const LoginRequest = Type.Object({ ...credentialFields, passphrase: PassphraseText });
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  session: SessionState,
  /** Where to go instead of the stored destination: an admin signing in while the month has no passphrase. */
  next: Type.Union([Type.Literal('admin-passphrases'), Type.Null()]),
});
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * A refused sign-in. guestAvailable: the passphrase was right, so a guest session may be offered;
 * field: the field left empty (400).
 */
export const LoginError = Type.Object({
  message: Type.String(),
  guestAvailable: Type.Optional(Type.Boolean()),
  field: Type.Optional(Type.Enum(loginFields)),
});
export type LoginError = Static<typeof LoginError>;

export const RegisterRequest = Type.Object({
  email: EmailText,
  ...newPasswordFields,
  passphrase: PassphraseText,
  /** お名前, optional; the length rule is the shared check's, as on my page. */
  displayName: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const MessageWithSession = Type.Object({ message: Type.String(), session: SessionState });
export type MessageWithSession = Static<typeof MessageWithSession>;

export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

export const PasswordResetRequest = Type.Object({ email: EmailText });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

export const PasswordResetConfirm = Type.Object({ token: LinkToken, ...newPasswordFields });
export type PasswordResetConfirm = Static<typeof PasswordResetConfirm>;

export const SetupStatus = Type.Object({ needed: Type.Boolean() });
export type SetupStatus = Static<typeof SetupStatus>;

export const SetupRequest = Type.Object({ token: LinkToken, ...credentialFields });
export type SetupRequest = Static<typeof SetupRequest>;
