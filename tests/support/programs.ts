import { expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminProgram, ProgramDetail } from '#shared/schemas/programs.js';
import { setPassphrase } from './accounts.js';
import { signedInMember } from './signed-in.js';
import { createTestApp, type fixedClock } from './test-app.js';
import type { TestVisitor } from './test-visitor.js';

// Programs (issue 13) as the tests drive them: staff build one, members open it, join it and mark
// its contents done.

/**
 * The steps the programs tests take again and again. `adminOf` gives the staff member who builds
 * the programs: read when a step runs, so it may be signed in by the block's beforeAll.
 */
export function programSteps(adminOf: () => TestVisitor) {
  const input = (days: string[][], extra: Record<string, unknown> = {}) => ({
    title: '2週間のゆる筋トレ',
    description: '毎日少しずつ',
    coverKey: null,
    state: 'published',
    days,
    ...extra,
  });

  async function createProgram(days: string[][], extra: Record<string, unknown> = {}): Promise<AdminProgram> {
    const response = await adminOf().post(apiPaths.adminPrograms, input(days, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().program;
  }

  const detail = async (visitor: TestVisitor, id: string): Promise<ProgramDetail> => {
    const response = await visitor.get(apiPaths.program(id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const join = (visitor: TestVisitor, id: string) => visitor.post(apiPaths.programEnrolment(id));
  const done = (visitor: TestVisitor, contentId: string) =>
    visitor.request({ method: 'PUT', url: apiPaths.contentDone(contentId) });
  const marks = (program: ProgramDetail) =>
    program.days.map((day) => (day.done ? 'done' : day.open ? 'open' : 'locked'));

  return { input, createProgram, detail, join, done, marks };
}

/** A fresh app with the samples to build programs of, November's passphrase and an admin to build them. */
export async function appToBuildProgramsIn(clock: ReturnType<typeof fixedClock>) {
  const testApp = await createTestApp({ clock, seedSamples: true });
  await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
  return { testApp, admin };
}
