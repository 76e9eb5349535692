import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { AuditAction, AuditChange } from '#shared/schemas/audit.js';
import type { Db } from '#server/db/database.js';
import { insertAuditEntry } from './audit-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every staff route that changes something says whether it records itself in the audit log
     * ('recorded') or why it does not; the server refuses to start when a route says nothing.
     */
    audit?: 'recorded' | { notRecorded: string };
  }
  interface FastifyRequest {
    /** Set by recordStaffAction: a 'recorded' route that answers 2xx without it is reported. */
    staffActionRecorded?: boolean;
  }
}

/**
 * The declaration of a staff route that changes the one thing named in its address and records
 * itself in the audit log (a deletion, a retry, a reset link sent): its summary, params and answer.
 */
export function recordedChange<Params extends TSchema, Answer extends TSchema>(
  summary: string,
  params: Params,
  answer: Answer,
) {
  return {
    schema: { summary, params, response: { 200: answer } },
    config: { audit: 'recorded' as const },
  };
}

/** recordedChange for a change sent with a body (a page's new text, an action on a comment). */
export function recordedChangeWith<Params extends TSchema, Body extends TSchema, Answer extends TSchema>(
  summary: string,
  params: Params,
  body: Body,
  answer: Answer,
) {
  return {
    schema: { summary, params, body, response: { 200: answer } },
    config: { audit: 'recorded' as const },
  };
}

/** The declaration of a staff route that only reads (nothing to record): its summary and answer. */
export function staffRead<Answer extends TSchema>(summary: string, answer: Answer) {
  return { schema: { summary, response: { 200: answer } } };
}

export type StaffAction = {
  action: AuditAction;
  /** What it was done to; the type is the action's first part ('content.update' → content). */
  target: { id: string | null; label: string };
  changes?: AuditChange[];
  counts?: Record<string, number>;
};

/**
 * Writes one staff action to the audit log, with whom (the signed-in admin) and from where.
 * Call it with the transaction that makes the change where there is one, otherwise right after
 * the change succeeded — never before a check that may still refuse the request.
 */
export async function recordStaffAction(db: Db, request: FastifyRequest, entry: StaffAction): Promise<void> {
  const { visitor } = request;
  // Staff routes are admins only (admin-routes.ts): anyone else here is a wiring mistake.
  if (visitor.kind !== 'member') throw new Error('A staff action without a signed-in member');
  await insertAuditEntry(db, {
    id: randomUUID(),
    at: request.server.clock.now().toISOString(),
    actorId: visitor.user.id,
    actorEmail: visitor.user.email,
    action: entry.action,
    targetType: entry.action.slice(0, entry.action.indexOf('.')),
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    changes: JSON.stringify(entry.changes ?? []),
    counts: JSON.stringify(entry.counts ?? {}),
    clientAddress: request.ip || null,
  });
  request.staffActionRecorded = true;
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For the plugin that gathers the staff routes: a route that changes something must declare
 * `config.audit`, and a 'recorded' one that succeeds without recording is logged as an error.
 */
export function requireAuditDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => reads.has(method))) return;
    if (!route.config?.audit) {
      throw new Error(`Staff route ${methods.join(',')} ${route.url} does not declare config.audit`);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const recorded = request.routeOptions.config.audit === 'recorded';
    if (recorded && reply.statusCode < 300 && !request.staffActionRecorded) {
      request.log.error({ url: request.routeOptions.url }, 'staff action not recorded in the audit log');
    }
  });
}
