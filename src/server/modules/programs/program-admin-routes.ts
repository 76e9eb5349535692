import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { dayKey, zonedTime } from '#shared/business-time.js';
import { programFields, programProblem, type ProgramInput } from '#shared/checks/program-checks.js';
import { copy } from '#shared/copy.js';
import { ContentIdParams } from '#shared/schemas/contents.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { StateFilterQuery } from '#shared/schemas/publishing.js';
import {
  AdminProgram,
  AdminProgramList,
  AdminProgramSaved,
  ContentProgramUsage,
  ProgramIdParams,
  ProgramInputSchema,
  PublishInput,
  type AdminProgramStats,
} from '#shared/schemas/programs.js';
import type { Db } from '#server/db/database.js';
import { HttpError, inputError } from '#server/http-error.js';
import { thumbnailUrlOf } from '../contents/content-card.js';
import { publicSince } from '../contents/content-publishing.js';
import { publishingState } from '../contents/content-visibility.js';
import { existingContentIds } from '../contents/content-repository.js';
import { isUploadInUse, takeUploads } from '../uploads/upload-repository.js';
import {
  changedFields,
  createdFields,
  loggedPublishedAt,
  type ChangeRules,
  type Recordable,
} from '../audit/changed-fields.js';
import { recordStaffAction } from '../audit/record-staff-action.js';
import { enrolmentStates } from './program-progress.js';
import { programPublishingOf, publishingOfInput } from './program-publishing.js';
import {
  contentsByIds,
  dayContentIdsOf,
  enrolmentsOfPrograms,
  findProgram,
  insertProgram,
  isCoverInUse,
  listProgramsForAdmin,
  programsUsingContent,
  setPublishing,
  updateProgram,
  type ProgramRow,
  type ProgramValues,
} from './program-repository.js';

// Staff build programs from existing contents (issue 13). Admins only.

/** The day the stats ask about: a week in, or the last day of a shorter program. */
const milestoneDayOf = (dayCount: number) => Math.min(7, dayCount);

/** What the audit log compares of a program; its days' content ids are only "changed". */
function programAuditFields(values: ProgramValues, now: Date): Record<string, Recordable> {
  return {
    title: values.title,
    description: values.description,
    cover: values.coverKey,
    state: publishingState(values, now),
    publishedAt: loggedPublishedAt(values),
    dayCount: values.days.length,
    days: JSON.stringify(values.days),
  };
}
const programAuditRules: ChangeRules = { long: ['cover', 'days'] };

const programAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function programsWithStats(programs: ProgramRow[]): Promise<AdminProgram[]> {
    const days = await dayContentIdsOf(app.db, programs);
    const contents = await contentsByIds(app.db, [...days.values()].flat(2));
    const enrolments = await enrolmentsOfPrograms(
      app.db,
      programs.map((program) => program.id),
    );
    const now = app.clock.now();
    const today = dayKey(now, app.config.timeZone);
    const states = await enrolmentStates(app.db, enrolments, days, today, app.config.timeZone);
    return programs.map((program) => {
      const mine = enrolments.filter((row) => row.programId === program.id);
      const membersWhere = (test: (id: string) => boolean) =>
        new Set(mine.filter((row) => test(row.id)).map((row) => row.userId)).size;
      const joined = membersWhere(() => true);
      const completed = membersWhere((id) => states.get(id)!.progress.finished);
      const stats: AdminProgramStats = {
        joined,
        reachedDay: {
          day: milestoneDayOf(program.dayCount),
          members: membersWhere(
            (id) => states.get(id)!.states[milestoneDayOf(program.dayCount) - 1]?.open === true,
          ),
        },
        completed,
        completionRate: joined === 0 ? 0 : completed / joined,
      };
      return {
        id: program.id,
        title: program.title,
        description: program.description,
        coverKey: program.coverKey,
        coverUrl: thumbnailUrlOf(program.coverKey),
        state: publishingState(program, now),
        publishedAt: program.publishedAt,
        // A 予約 is edited as this business day and wall-clock time.
        publishDate: dayKey(new Date(program.publishedAt), app.config.timeZone),
        publishTime: zonedTime(new Date(program.publishedAt), app.config.timeZone),
        days: (days.get(program.id) ?? []).map((ids) =>
          ids.flatMap((id) => {
            const row = contents.get(id);
            return row ? [{ id, title: row.title }] : [];
          }),
        ),
        stats,
        updatedAt: program.updatedAt,
      };
    });
  }

  async function oneProgram(id: string): Promise<AdminProgram> {
    const program = await findProgram(app.db, id);
    if (!program) throw new HttpError(404, copy.programs.notFound);
    return (await programsWithStats([program]))[0]!;
  }

  /**
   * Checks the input (shared rules, with the state it means), then that every chosen content
   * still exists, then the time of a 予約; gives what is stored.
   */
  async function checkedValues(
    body: Omit<ProgramInput, 'state'> & { state?: ProgramInput['state'] },
    before?: ProgramRow,
  ): Promise<ProgramValues> {
    const context = { now: app.clock.now(), timeZone: app.config.timeZone, before };
    const input = {
      ...body,
      title: body.title.trim(),
      description: body.description.trim(),
      ...publishingOfInput(body, context),
    };
    const problem = programProblem(input);
    if (problem) throw inputError(problem);
    const existing = await existingContentIds(app.db, input.days.flat());
    if (input.days.flat().some((id) => !existing.has(id)))
      throw inputError({ field: 'days', message: copy.programs.admin.contentMissing });
    return {
      title: input.title,
      description: input.description,
      coverKey: input.coverKey,
      days: input.days,
      ...programPublishingOf(body, context),
    };
  }

  async function takeCover(db: Db, key: string | null, had: string | null) {
    if (!key || key === had) return;
    const missing = await takeUploads(db, [key]);
    if (missing.length > 0) throw new HttpError(400, copy.admin.uploadExpired);
  }

  async function dropOldCover(key: string | null) {
    if (key && !(await isCoverInUse(app.db, key)) && !(await isUploadInUse(app.db, key)))
      await app.storage.delete(key);
  }

  const errors = { 400: fieldErrorResponse(programFields) };

  app.get(
    apiPaths.adminPrograms,
    {
      schema: {
        summary:
          'Every program with its state (下書き/予約/公開), newest first, with members joined, reached day 7 and completion; optionally one state',
        querystring: StateFilterQuery,
        response: { 200: AdminProgramList },
      },
    },
    async (request) => ({
      items: await programsWithStats(
        await listProgramsForAdmin(app.db, { state: request.query.state, now: app.clock.now() }),
      ),
    }),
  );

  app.get(
    apiRoutes.adminProgram,
    {
      schema: {
        summary: 'One program, for the edit form',
        params: ProgramIdParams,
        response: { 200: AdminProgram },
      },
    },
    async (request) => oneProgram(request.params.id),
  );

  app.post(
    apiPaths.adminPrograms,
    {
      schema: {
        summary: 'Create a program from existing contents',
        body: ProgramInputSchema,
        response: { 201: AdminProgramSaved, ...errors },
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const values = await checkedValues(request.body);
      const id = randomUUID();
      const now = app.clock.now().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await takeCover(trx, values.coverKey, null);
        await insertProgram(trx, id, values, now);
        await recordStaffAction(trx, request, {
          action: 'program.create',
          target: { id, label: values.title },
          changes: createdFields(programAuditFields(values, app.clock.now()), programAuditRules),
        });
      });
      return reply.status(201).send({ message: copy.programs.admin.created, program: await oneProgram(id) });
    },
  );

  app.put(
    apiRoutes.adminProgram,
    {
      schema: {
        summary: 'Edit a program; members keep their progress on the days that still exist',
        params: ProgramIdParams,
        body: ProgramInputSchema,
        response: { 200: AdminProgramSaved, ...errors },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const before = await findProgram(app.db, request.params.id);
      if (!before) throw new HttpError(404, copy.programs.notFound);
      const values = await checkedValues(request.body, before);
      const beforeValues: ProgramValues = {
        ...before,
        days: (await dayContentIdsOf(app.db, [before])).get(before.id) ?? [],
      };
      await app.db.transaction().execute(async (trx) => {
        await takeCover(trx, values.coverKey, before.coverKey);
        await updateProgram(trx, before.id, values, app.clock.now().toISOString());
        await recordStaffAction(trx, request, {
          action: 'program.update',
          target: { id: before.id, label: values.title },
          changes: changedFields(
            programAuditFields(beforeValues, app.clock.now()),
            programAuditFields(values, app.clock.now()),
            programAuditRules,
          ),
        });
      });
      if (before.coverKey !== values.coverKey) await dropOldCover(before.coverKey);
      return { message: copy.programs.admin.saved, program: await oneProgram(before.id) };
    },
  );

  app.put(
    apiRoutes.adminProgramPublished,
    {
      schema: {
        summary: 'Publish a program now (a 予約 too; every day needs a content) or take it back to 下書き',
        params: ProgramIdParams,
        body: PublishInput,
        response: { 200: AdminProgramSaved, ...errors },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const before = await findProgram(app.db, request.params.id);
      if (!before) throw new HttpError(404, copy.programs.notFound);
      const program = (await programsWithStats([before]))[0]!;
      if (request.body.published) {
        const problem = programProblem({
          ...program,
          state: 'published',
          days: program.days.map((day) => day.map((content) => content.id)),
        });
        if (problem) throw inputError(problem);
      }
      const now = app.clock.now();
      const publishing = request.body.published
        ? ({ status: 'published', publishedAt: publicSince(before, now) } as const)
        : ({ status: 'draft', publishedAt: before.publishedAt } as const);
      await app.db.transaction().execute(async (trx) => {
        await setPublishing(trx, program.id, publishing, now.toISOString());
        await recordStaffAction(trx, request, {
          action: request.body.published ? 'program.publish' : 'program.unpublish',
          target: { id: program.id, label: program.title },
          changes: changedFields(
            { state: program.state, publishedAt: loggedPublishedAt(before) },
            { state: publishingState(publishing, now), publishedAt: loggedPublishedAt(publishing) },
          ),
        });
      });
      const message = request.body.published
        ? copy.programs.admin.publishedNotice
        : copy.programs.admin.unpublishedNotice;
      return { message, program: await oneProgram(program.id) };
    },
  );

  app.get(
    apiRoutes.adminContentPrograms,
    {
      schema: {
        summary: 'The programs whose days use this content (the delete dialog warns about them)',
        params: ContentIdParams,
        response: { 200: ContentProgramUsage },
      },
    },
    async (request) => ({ programs: await programsUsingContent(app.db, request.params.id) }),
  );
};

export default programAdminRoutes;
