import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import {
  ProgramChanged,
  ProgramDetail,
  ProgramIdParams,
  ProgramList,
  TodayMenu,
  type ProgramSummary,
} from '#shared/schemas/programs.js';
import { HttpError } from '#server/http-error.js';
import type { Visitor } from '../auth/visitor.js';
import { memberId } from '../account/member-id.js';
import { thumbnailUrlOf, toContentCard } from '../contents/content-card.js';
import { isVisibleRow, visibleAt } from '../contents/content-visibility.js';
import { enrolmentStates, type EnrolmentState } from './program-progress.js';
import {
  contentsByIds,
  currentEnrolment,
  currentEnrolments,
  dayContentIdsOf,
  endEnrolment,
  findProgram,
  listVisiblePrograms,
  restartEnrolmentBegunOn,
  startEnrolment,
  type ProgramRow,
} from './program-repository.js';

// Programs for guests and members (issue 13). Guests see the list and the days; only members
// join, leave and restart, and only a member's own progress is ever shown.

const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => dayKey(app.clock.now(), app.config.timeZone);
  const userOf = (visitor: Visitor) => (visitor.kind === 'member' ? visitor.user.id : null);

  function summaryOf(program: ProgramRow, state: EnrolmentState | undefined): ProgramSummary {
    return {
      id: program.id,
      title: program.title,
      description: program.description,
      coverUrl: thumbnailUrlOf(program.coverKey),
      dayCount: Number(program.dayCount),
      progress: state ? state.progress : null,
    };
  }

  /** Her current enrolments' states, keyed by program id. */
  async function statesOf(userId: string | null, programs: ProgramRow[]) {
    const byProgram = new Map<string, EnrolmentState>();
    if (!userId || programs.length === 0) return { byProgram, days: await dayContentIdsOf(app.db, programs) };
    const ids = new Set(programs.map((program) => program.id));
    const enrolments = (await currentEnrolments(app.db, userId)).filter((row) => ids.has(row.programId));
    const days = await dayContentIdsOf(app.db, programs);
    const states = await enrolmentStates(app.db, enrolments, days, today(), app.config.timeZone);
    for (const enrolment of enrolments) byProgram.set(enrolment.programId, states.get(enrolment.id)!);
    return { byProgram, days };
  }

  /**
   * A program members may see now, or 404: a draft, or a 予約 before its time, is as missing as a
   * deleted one (docs/decisions/0019-scheduled-posts.md), so no one joins it early.
   */
  async function visibleProgram(id: string): Promise<ProgramRow> {
    const program = await findProgram(app.db, id);
    if (!program || !isVisibleRow(program, visibleAt(app.clock.now())))
      throw new HttpError(404, copy.programs.notFound);
    return program;
  }

  async function detailOf(program: ProgramRow, visitor: Visitor): Promise<ProgramDetail> {
    const userId = userOf(visitor);
    const { byProgram, days } = await statesOf(userId, [program]);
    const state = byProgram.get(program.id);
    const contentIds = days.get(program.id) ?? [];
    const contents = await contentsByIds(app.db, contentIds.flat(), visibleAt(app.clock.now()));
    const now = app.clock.now();
    const enrolment = userId ? await currentEnrolment(app.db, userId, program.id) : undefined;
    return {
      ...summaryOf(program, state),
      startedDay: enrolment?.startedDay ?? null,
      canJoin: visitor.kind === 'member',
      days: contentIds.map((ids, index) => {
        const dayState = state?.states[index];
        return {
          day: index + 1,
          contents: ids.flatMap((id) => {
            const row = contents.get(id);
            return row ? [toContentCard(row, now, app.config.timeZone)] : [];
          }),
          opensOn: dayState?.opensOn ?? null,
          open: dayState?.open ?? null,
          done: dayState?.done ?? null,
        };
      }),
    };
  }

  app.get(
    apiPaths.programs,
    {
      schema: {
        summary:
          'The programs members may see now (the last to go public first), with the member’s progress on those she follows',
        tags: ['programs'],
        response: { 200: ProgramList },
      },
      config: { access: 'visitor' },
    },
    async (request) => {
      const programs = await listVisiblePrograms(app.db, visibleAt(app.clock.now()));
      const { byProgram } = await statesOf(userOf(request.visitor), programs);
      return { items: programs.map((program) => summaryOf(program, byProgram.get(program.id))) };
    },
  );

  app.get(
    apiRoutes.program,
    {
      schema: {
        summary:
          'A program members may see and its days (with her progress when she follows it); staff also preview a draft or a 予約',
        tags: ['programs'],
        params: ProgramIdParams,
        response: { 200: ProgramDetail },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const { visitor } = request;
      // Staff preview a draft or scheduled program on its member page, marked, never stored.
      if (visitor.kind === 'member' && visitor.user.staffRole !== null) {
        const program = await findProgram(app.db, request.params.id);
        if (program && !isVisibleRow(program, visibleAt(app.clock.now()))) {
          const preview = { status: program.status, publishedAt: program.publishedAt };
          const detail = await detailOf(program, visitor);
          return reply.header('cache-control', 'no-store').send({ ...detail, canJoin: false, preview });
        }
      }
      return detailOf(await visibleProgram(request.params.id), visitor);
    },
  );

  const enrolmentOptions = (summary: string) => ({
    schema: {
      summary,
      tags: ['programs'],
      params: ProgramIdParams,
      response: { 200: ProgramChanged, 409: Message },
    },
    config: { access: 'member' as const },
  });

  app.post(apiRoutes.programEnrolment, enrolmentOptions('Join: today is day 1'), async (request) => {
    const userId = memberId(request.visitor);
    const program = await visibleProgram(request.params.id);
    if (await currentEnrolment(app.db, userId, program.id))
      throw new HttpError(409, copy.programs.alreadyJoined);
    const now = app.clock.now();
    try {
      await startEnrolment(app.db, {
        id: randomUUID(),
        userId,
        programId: program.id,
        startedDay: dayKey(now, app.config.timeZone),
        now: now.toISOString(),
      });
    } catch {
      // Two presses at once: the unique index lets one through.
      throw new HttpError(409, copy.programs.alreadyJoined);
    }
    return { message: copy.programs.joined, program: await detailOf(program, request.visitor) };
  });

  app.delete(
    apiRoutes.programEnrolment,
    enrolmentOptions('Leave: her enrolment ends, its history stays'),
    async (request) => {
      const userId = memberId(request.visitor);
      const program = await visibleProgram(request.params.id);
      const now = app.clock.now().toISOString();
      if (!(await endEnrolment(app.db, { userId, programId: program.id, reason: 'left', now })))
        throw new HttpError(409, copy.programs.notJoined);
      return { message: copy.programs.left, program: await detailOf(program, request.visitor) };
    },
  );

  app.post(
    apiRoutes.programRestart,
    enrolmentOptions('Restart: the current enrolment ends (kept) and a new one starts today'),
    async (request) => {
      const userId = memberId(request.visitor);
      const program = await visibleProgram(request.params.id);
      const now = app.clock.now();
      const startedDay = dayKey(now, app.config.timeZone);
      await app.db.transaction().execute(async (trx) => {
        // Begun today already: that enrolment starts again (day 1, today, nothing watched since
        // now), so pressing やり直す again and again never piles up rows.
        if (
          await restartEnrolmentBegunOn(trx, {
            userId,
            programId: program.id,
            startedDay,
            now: now.toISOString(),
          })
        )
          return;
        await endEnrolment(trx, {
          userId,
          programId: program.id,
          reason: 'restarted',
          now: now.toISOString(),
        });
        await startEnrolment(trx, {
          id: randomUUID(),
          userId,
          programId: program.id,
          startedDay,
          now: now.toISOString(),
        });
      });
      return { message: copy.programs.restarted, program: await detailOf(program, request.visitor) };
    },
  );

  app.get(
    apiPaths.todayMenu,
    {
      schema: {
        summary: '今日のメニュー: today’s day of each program she follows, with its contents',
        tags: ['programs'],
        response: { 200: TodayMenu },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const enrolments = await currentEnrolments(app.db, userId);
      const programs = (
        await Promise.all(enrolments.map((row) => findProgram(app.db, row.programId)))
      ).filter(
        (program): program is ProgramRow =>
          program !== undefined && isVisibleRow(program, visibleAt(app.clock.now())),
      );
      const { byProgram, days } = await statesOf(userId, programs);
      const contents = await contentsByIds(app.db, [...days.values()].flat(2), visibleAt(app.clock.now()));
      const now = app.clock.now();
      const items = programs.flatMap((program) => {
        const state = byProgram.get(program.id);
        const day = state?.progress.todayDay;
        if (!state || !day) return [];
        const ids = days.get(program.id)?.[day - 1] ?? [];
        return [
          {
            program: summaryOf(program, state),
            day,
            dayDone: state.states[day - 1]!.done,
            contents: ids.flatMap((id) => {
              const row = contents.get(id);
              return row
                ? [
                    {
                      content: toContentCard(row, now, app.config.timeZone),
                      done: state.doneContentIds.has(id),
                    },
                  ]
                : [];
            }),
          },
        ];
      });
      return { items };
    },
  );
};

export default programRoutes;
