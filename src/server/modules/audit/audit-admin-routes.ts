import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { addDays } from '#shared/live-schedule.js';
import { startOfZonedDay } from '#shared/business-time.js';
import { auditFilterFields, auditFilterProblem } from '#shared/checks/audit-checks.js';
import { AuditPage, AuditQuery } from '#shared/schemas/audit.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { HttpError, inputError } from '#server/http-error.js';
import { copy } from '#shared/copy.js';
import { listAuditActors, listAuditRows, toAuditEntry, type AuditKey } from './audit-repository.js';

const pageSize = 30;

function encodeCursor(key: AuditKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), 'utf8').toString('base64url');
}

/** The key a cursor names, or null for anything that is not one of ours. */
function decodeCursor(cursor: string): AuditKey | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== 2) return null;
    const [at, id] = values as unknown[];
    return typeof at === 'string' && typeof id === 'string' ? { at, id } : null;
  } catch {
    return null;
  }
}

/** The owner's view of the audit log (docs/product.md#the-audit-log). */
const auditAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeZone } = app.config;

  /** The first instant of a business day. */
  const startOf = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return startOfZonedDay(year, month, date, timeZone).toISOString();
  };

  app.get(
    apiPaths.adminAudit,
    {
      schema: {
        summary:
          'Staff actions, newest first, 30 a page; by staff member, kind of target and business days (both ends included)',
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: fieldErrorResponse(auditFilterFields) },
      },
    },
    async (request) => {
      const { actorId, targetType, from, to, cursor } = request.query;
      const problem = auditFilterProblem({ from, to });
      if (problem) throw inputError(problem);
      const after = cursor ? decodeCursor(cursor) : undefined;
      if (after === null) throw new HttpError(400, copy.audit.loadFailed);
      const rows = await listAuditRows(
        app.db,
        {
          actorId,
          targetType,
          from: from ? startOf(from) : undefined,
          until: to ? startOf(addDays(to, 1)) : undefined,
          after,
        },
        pageSize + 1,
      );
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        items: page.map(toAuditEntry),
        nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
        actors: await listAuditActors(app.db),
      };
    },
  );
};

export default auditAdminRoutes;
