import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit.js';
import type { TestVisitor } from './test-visitor.js';

/** The 操作記録's address, with its filters or cursor. */
export const auditUrl = (query: Record<string, string> = {}) =>
  `${apiPaths.adminAudit}?${new URLSearchParams(query).toString()}`;

/** The entries of the 操作記録's first page (or the page `query` names), as `admin` reads them. */
export async function auditEntries(
  admin: TestVisitor,
  query: Record<string, string> = {},
): Promise<AuditEntry[]> {
  const response = await admin.get(auditUrl(query));
  expect(response.statusCode).toBe(200);
  return (response.json() as AuditPage).items;
}
