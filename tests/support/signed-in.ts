import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/** Sessions end with the business month: after the clock crosses one, she signs in again. */
export async function signInAgain(
  member: TestVisitor & { email: string; password: string },
  passphrase: string,
): Promise<void> {
  const response = await member.post(apiPaths.login, {
    email: member.email,
    password: member.password,
    passphrase,
  });
  expect(response.statusCode, response.body).toBe(200);
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

/**
 * The answer of a route that makes her account and signs her in at once (registration, the first
 * admin, a staff invitation): 201, its words, and a member session for that account.
 */
export function expectNewAccountSignedIn(
  response: LightMyRequestResponse,
  message: string,
  session: { user: object; expiresAt?: string },
): void {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    message,
    session: { state: 'authenticated', kind: 'member', ...session },
  });
}
