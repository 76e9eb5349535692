import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addMonths, endOfMonth, monthKey } from '#shared/business-time.js';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { passphraseFields, passphraseProblem } from '#shared/checks/passphrase-checks.js';
import { copy } from '#shared/copy.js';
import {
  AdminStatus,
  MonthParams,
  PassphraseInput,
  PassphraseMonths,
  PassphraseSuggestion,
} from '#shared/schemas/admin.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { HttpError, inputError } from '#server/http-error.js';
import { passphraseGuessingStatus } from '../attempts/passphrase-guesses.js';
import { isCommonPassword } from '#server/common-passwords.js';
import { changedFields } from '../audit/changed-fields.js';
import { recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { suggestPassphrase } from './passphrase-suggestion.js';
import { findPassphrase, listPassphrases, savePassphrase } from './passphrase-repository.js';

const monthsAhead = 12;
const warningDays = 7;

/** From 7 days before the month ends, while next month has none (docs/product.md#monthly-passphrases). */
export async function nextMonthPassphraseMissing(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
): Promise<boolean> {
  const now = app.clock.now();
  const msLeft = endOfMonth(now, app.config.timeZone).getTime() - now.getTime();
  if (msLeft > warningDays * 24 * 60 * 60 * 1000) return false;
  const next = addMonths(monthKey(now, app.config.timeZone), 1);
  return (await findPassphrase(app.db, next)) === undefined;
}

/** The months staff must set now, this month first (the banner names them in this order). */
async function missingPassphraseMonths(app: Parameters<FastifyPluginAsyncTypebox>[0]): Promise<string[]> {
  const currentMonth = monthKey(app.clock.now(), app.config.timeZone);
  const thisMonthMissing = (await findPassphrase(app.db, currentMonth)) === undefined;
  return [
    ...(thisMonthMissing ? [currentMonth] : []),
    ...((await nextMonthPassphraseMissing(app)) ? [addMonths(currentMonth, 1)] : []),
  ];
}

const passphraseAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminPassphrases,
    staffRead('Passphrases: past months that have one, this month and the next 12', PassphraseMonths),
    async () => {
      const currentMonth = monthKey(app.clock.now(), app.config.timeZone);
      const stored = new Map((await listPassphrases(app.db)).map((row) => [row.month, row.passphrase]));
      const upcoming = Array.from({ length: monthsAhead + 1 }, (_, index) => addMonths(currentMonth, index));
      const past = [...stored.keys()].filter((month) => month < currentMonth).sort();
      return {
        currentMonth,
        months: [...past, ...upcoming].map((month) => ({ month, passphrase: stored.get(month) ?? null })),
      };
    },
  );

  app.put(
    apiRoutes.adminPassphrase,
    {
      schema: {
        summary:
          "Set or replace a month's passphrase (this month or one of the next 12); guests who came in with the replaced one are signed out",
        params: MonthParams,
        body: PassphraseInput,
        response: {
          200: Type.Object({
            message: Type.String(),
            month: Type.String(),
            passphrase: Type.String(),
            /** Guest sessions opened with the passphrase this one replaced, now ended. */
            endedGuestSessions: Type.Integer(),
          }),
          400: fieldErrorResponse(passphraseFields),
        },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const { month } = request.params;
      const currentMonth = monthKey(app.clock.now(), app.config.timeZone);
      if (month < currentMonth || month > addMonths(currentMonth, monthsAhead)) {
        throw new HttpError(400, copy.admin.monthOutOfRange);
      }
      const problem = passphraseProblem(request.body, isCommonPassword);
      if (problem) throw inputError(problem);
      const passphrase = request.body.passphrase.trim();
      const endedGuestSessions = await savePassphrase(
        app.db,
        month,
        passphrase,
        app.clock.now(),
        (trx, before, ended) =>
          // Only that it changed: the passphrase itself is never written to the log.
          recordStaffAction(trx, request, {
            action: before ? 'passphrase.replace' : 'passphrase.set',
            target: { id: month, label: month },
            changes: changedFields(
              { passphrase: before?.passphrase ?? null },
              { passphrase },
              { secret: ['passphrase'] },
            ),
            counts: { endedGuestSessions: ended },
          }),
      );
      return { message: copy.admin.passphraseSaved(month), month, passphrase, endedGuestSessions };
    },
  );

  app.get(
    apiPaths.adminPassphraseSuggestion,
    staffRead(
      'A new passphrase to suggest: two hiragana words and four digits, easy to say aloud',
      PassphraseSuggestion,
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { passphrase: suggestPassphrase() };
    },
  );

  app.get(
    apiPaths.adminStatus,
    {
      schema: { summary: 'Warnings for the admin screens', response: { 200: AdminStatus } },
    },
    async () => ({
      nextMonthPassphraseMissing: await nextMonthPassphraseMissing(app),
      missingPassphraseMonths: await missingPassphraseMonths(app),
      passphraseGuessing: await passphraseGuessingStatus(app.db, app.clock.now()),
    }),
  );
};

export default passphraseAdminRoutes;
