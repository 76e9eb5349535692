import { describe, expect, it } from 'vitest';
import type { SessionState } from '#shared/schemas/auth.js';
import { adminDecision, isOwner, isStaff, memberDecision } from './guard-decisions';

const expiresAt = '2026-11-30T14:59:59.999Z';
const user = { id: 'u1', email: 'hanako@example.jp', displayName: null };
const signedOut: SessionState = { state: 'unauthenticated' };
const monthly: SessionState = { state: 'requires-monthly-auth', email: user.email };
const guest: SessionState = { state: 'authenticated', kind: 'guest', expiresAt };
const member: SessionState = {
  state: 'authenticated',
  kind: 'member',
  expiresAt,
  user: { ...user, staffRole: null },
};
const admin: SessionState = {
  state: 'authenticated',
  kind: 'member',
  expiresAt,
  user: { ...user, staffRole: 'owner' },
};
const editor: SessionState = {
  state: 'authenticated',
  kind: 'member',
  expiresAt,
  user: { ...user, staffRole: 'editor' },
};

describe('member guard', () => {
  it('lets guests and members in and sends everyone else to sign in', () => {
    expect(memberDecision(guest)).toBe('allow');
    expect(memberDecision(member)).toBe('allow');
    expect(memberDecision(admin)).toBe('allow');
    expect(memberDecision(signedOut)).toBe('login');
    expect(memberDecision(monthly)).toBe('login');
  });
});

describe('admin guard', () => {
  it('lets only staff in, オーナー and 編集者', () => {
    expect(adminDecision(admin)).toBe('allow');
    expect(adminDecision(editor)).toBe('allow');
    expect(adminDecision(member)).toEqual({ redirect: '/member' });
    expect(adminDecision(guest)).toBe('login');
    expect(adminDecision(signedOut)).toBe('login');
    expect(adminDecision(monthly)).toBe('login');
  });
});

describe('staff', () => {
  it('are the オーナー and 編集者 signed in with their accounts', () => {
    expect([admin, editor].map(isStaff)).toEqual([true, true]);
    expect([member, guest, signedOut, monthly, undefined].map(isStaff)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('owner screens', () => {
  it("are the オーナー's alone", () => {
    expect(isOwner(admin)).toBe(true);
    expect([editor, member, guest, signedOut, monthly, undefined].map(isOwner)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
