import { Type, type Static } from 'typebox';
import { legalPageKeys } from '../legal-pages.js';

// The legal pages' API (issue 26 item 14): visitors read the pages the owner has written, admins
// write all three.

export const LegalPageKeySchema = Type.Enum(legalPageKeys);

export const LegalPageParams = Type.Object({ page: LegalPageKeySchema });

/** A page with something in it; `updatedAt` is an ISO 8601 instant. */
export const LegalPage = Type.Object({
  page: LegalPageKeySchema,
  body: Type.String(),
  updatedAt: Type.String(),
});
export type LegalPage = Static<typeof LegalPage>;

/** The pages that have something in them, without their text: enough to link to them. */
export const LegalPageLinks = Type.Object({
  pages: Type.Array(Type.Object({ page: LegalPageKeySchema, updatedAt: Type.String() })),
});
export type LegalPageLinks = Static<typeof LegalPageLinks>;

/** All three for the admin screen: body '' and updatedAt null for a page never written. */
export const AdminLegalPage = Type.Object({
  page: LegalPageKeySchema,
  body: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminLegalPage = Static<typeof AdminLegalPage>;

export const AdminLegalPages = Type.Object({ pages: Type.Array(AdminLegalPage) });
export type AdminLegalPages = Static<typeof AdminLegalPages>;

/** HTML from the article editor; sanitized on the server. '' (or markup alone) empties the page. */
export const LegalPageInput = Type.Object({ body: Type.String({ maxLength: 200_000 }) });

export const LegalPageSaved = Type.Object({ message: Type.String(), page: AdminLegalPage });
export type LegalPageSaved = Static<typeof LegalPageSaved>;
