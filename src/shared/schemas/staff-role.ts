import { Type, type Static } from 'typebox';

/**
 * A staff member's role: オーナー may do everything, 編集者 the contents side only
 * (docs/product.md#staff-roles, docs/decisions/0025-staff-roles.md).
 */
export const StaffRole = Type.Union([Type.Literal('owner'), Type.Literal('editor')]);
export type StaffRole = Static<typeof StaffRole>;
