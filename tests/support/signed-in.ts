import type { FastifyInstance } from 'fastify';
import { apiPaths } from '#shared/api-paths.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import { createMember } from './accounts.js';
import { testVisitor, type TestVisitor } from './test-visitor.js';

/** A member (or admin) signed in through the real login route, with this month's passphrase. */
export async function signedInMember(
  app: FastifyInstance,
  passphrase: string,
  options: { isAdmin?: boolean; staffRole?: StaffRole } = {},
): Promise<TestVisitor & { userId: string; email: string; password: string }> {
  const member = await createMember(app.db, options);
  const visitor = testVisitor(app);
  const response = await visitor.post(apiPaths.login, {
    email: member.email,
    password: member.password,
    passphrase,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return Object.assign(visitor, { userId: member.id, email: member.email, password: member.password });
}

/** A guest who came in through the gate. */
export async function signedInGuest(app: FastifyInstance, passphrase: string): Promise<TestVisitor> {
  const visitor = testVisitor(app);
  const response = await visitor.post(apiPaths.gate, { passphrase });
  if (response.statusCode !== 200) throw new Error(`gate failed: ${response.body}`);
  return visitor;
}

/** The same member signed in on another device too: a second session of hers, beside `member`'s. */
export async function sameMemberElsewhere(
  app: FastifyInstance,
  member: { email: string; password: string },
  passphrase: string,
): Promise<TestVisitor> {
  const visitor = testVisitor(app);
  const response = await visitor.post(apiPaths.login, {
    email: member.email,
    password: member.password,
    passphrase,
  });
  if (response.statusCode !== 200) throw new Error(`second sign-in failed: ${response.body}`);
  return visitor;
}
