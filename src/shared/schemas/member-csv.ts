import { Type, type Static } from 'typebox';

/** How much one import may bring: the upload's bytes and the member rows in it. */
export const memberImportLimits = { maxBytes: 2 * 1024 * 1024, maxRows: 5_000 } as const;

/** How long the link in the welcome mail of an imported member lets her set her password. */
export const memberInviteValidDays = 7;

export const MemberImportRow = Type.Object({
  /** The line of the file (the header, when there is one, is line 1), as Excel numbers it. */
  row: Type.Integer(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  /** Why the row will not be imported (Japanese, for the screen); empty for a good row. */
  problems: Type.Array(Type.String()),
});
export type MemberImportRow = Static<typeof MemberImportRow>;

export const MemberImportPreview = Type.Object({
  rows: Type.Array(MemberImportRow),
  counts: Type.Object({ total: Type.Integer(), ok: Type.Integer(), errors: Type.Integer() }),
});
export type MemberImportPreview = Static<typeof MemberImportPreview>;

export const MemberImportResult = Type.Object({
  message: Type.String(),
  /** Members made by this import; a row someone else imported meanwhile is not counted. */
  created: Type.Integer(),
});
export type MemberImportResult = Static<typeof MemberImportResult>;
