import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths } from '#shared/api-paths.js';
import { monthKey, zonedParts } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import {
  MemberImportPreview,
  MemberImportResult,
  memberImportLimits,
  memberInviteValidDays,
} from '#shared/schemas/member-csv.js';
import { HttpError } from '#server/http-error.js';
import { createResetToken, resetLink } from '../password-reset/reset-token-repository.js';
import { recordStaffAction } from '../audit/record-staff-action.js';
import { csvLine, decodeCsvBytes, parseCsv, utf8Bom } from './csv.js';
import { exportedMembers, insertImportedMembers, takenEmails } from './member-csv-repository.js';
import { checkImportRows, importCandidates } from './member-import.js';

const words = copy.admin.memberCsv;
const inviteValidMs = memberInviteValidDays * 24 * 60 * 60 * 1000;
const csvText = Type.String({ description: 'text/csv, UTF-8 with BOM (opens in Excel)' });
// The upload arrives as bytes (decoded here, UTF-8 or Shift_JIS); the schema documents it.
const csvUpload = Type.Unsafe<Buffer>({
  description: 'text/csv: e-mail, optional name; up to 2 MB, 5,000 rows',
});
// The export is streamed: Fastify sends a stream as it is, the schema only documents it.
const csvStream = Type.Unsafe<string | Readable>(csvText);
// The file as the browser read it; the type is only a label, the bytes are decoded here.
const csvTypes = /^(text\/csv|application\/octet-stream|application\/vnd\.ms-excel)(;.*)?$/;

/** 会員 as a spreadsheet: download every member, bring a studio's existing members in. */
const memberCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeZone } = app.config;

  /** 2026-11-25 09:30 in the business zone, as staff read it. */
  function businessTime(iso: string | null): string {
    if (!iso) return '';
    const p = zonedParts(new Date(iso), timeZone);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
  }

  app.get(
    apiPaths.adminMembersExport,
    {
      schema: {
        summary:
          'Every member as CSV (streamed): e-mail, name, joined, last visit, disabled, programs, やったよ this month',
        response: { 200: csvStream },
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const month = monthKey(now, timeZone);
      const columns = words.columns;
      async function* lines() {
        yield utf8Bom;
        yield csvLine([
          columns.email,
          columns.displayName,
          columns.createdAt,
          columns.lastVisitAt,
          columns.disabled,
          columns.programs,
          columns.doneThisMonth,
        ]);
        // Logged as it starts, so an export cut off half-way is on record too.
        request.log.info({ event: 'members-export', adminId: adminIdOf(request) }, 'members export started');
        let count = 0;
        try {
          for await (const page of exportedMembers(app.db, month)) {
            count += page.length;
            yield page
              .map((member) =>
                csvLine([
                  member.email,
                  member.displayName,
                  businessTime(member.createdAt),
                  businessTime(member.lastVisitAt),
                  member.disabledAt ? words.disabledYes : '',
                  member.programs.join('、'),
                  member.doneThisMonth,
                ]),
              )
              .join('');
          }
          // Who exported and how many, never whom: the log carries no member's data.
          request.log.info(
            { event: 'members-export', adminId: adminIdOf(request), members: count },
            'members exported as CSV',
          );
        } finally {
          // In the audit log too, how many and never whom; also when the download was cut off,
          // with the rows that had gone out by then (the generator is closed, this still runs).
          await recordStaffAction(app.db, request, {
            action: 'member.export',
            target: { id: null, label: copy.audit.membersLabel },
            counts: { rows: count },
          });
        }
      }
      const day = businessTime(now.toISOString()).slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="members-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );

  await app.register(async (upload) => {
    upload.addContentTypeParser(
      csvTypes,
      { parseAs: 'buffer', bodyLimit: memberImportLimits.maxBytes },
      (_request, body, done) => done(null, body),
    );
    const tooLargeAsJapanese = {
      bodyLimit: memberImportLimits.maxBytes,
      errorHandler: (
        error: Error,
        request: Parameters<typeof app.errorHandler>[1],
        reply: Parameters<typeof app.errorHandler>[2],
      ) => {
        const tooLarge = (error as { statusCode?: number }).statusCode === 413;
        return app.errorHandler(tooLarge ? new HttpError(413, words.tooLarge) : error, request, reply);
      },
    };

    /** The file's rows, checked against each other and the members there are. */
    async function preview(body: unknown) {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, words.noRows);
      const candidates = importCandidates(parseCsv(decodeCsvBytes(body)));
      if (candidates.length === 0) throw new HttpError(400, words.noRows);
      if (candidates.length > memberImportLimits.maxRows) throw new HttpError(413, words.tooLarge);
      const taken = await takenEmails(app.db, [...new Set(candidates.map((row) => row.email))]);
      return checkImportRows(candidates, taken);
    }

    upload.post(
      apiPaths.adminMembersImportPreview,
      {
        schema: {
          summary: 'Check a CSV of members (e-mail, optional name) row by row; nothing is saved',
          body: csvUpload,
          response: { 200: MemberImportPreview },
        },
        config: { audit: { notRecorded: 'a preview saves nothing' } },
        ...tooLargeAsJapanese,
      },
      async (request) => preview(request.body),
    );

    upload.post(
      apiPaths.adminMembersImport,
      {
        schema: {
          summary: `Add the good rows of a CSV as members and mail each a password link (valid ${memberInviteValidDays} days)`,
          body: csvUpload,
          response: { 200: MemberImportResult },
        },
        config: { audit: 'recorded' },
        ...tooLargeAsJapanese,
      },
      async (request) => {
        const checked = await preview(request.body);
        const good = checked.rows.filter((row) => row.problems.length === 0);
        if (good.length === 0) throw new HttpError(400, words.nothingToImport);
        const now = app.clock.now();
        const created = await insertImportedMembers(app.db, good, now);
        await recordStaffAction(app.db, request, {
          action: 'member.import',
          target: { id: null, label: copy.audit.membersLabel },
          counts: { created: created.length, skipped: checked.rows.length - created.length },
        });
        request.log.info(
          { event: 'members-import', adminId: adminIdOf(request), members: created.length },
          'members imported from CSV',
        );
        // Only the rows this request created are mailed (see insertImportedMembers), after the answer.
        app.inBackground('member invite mails', async () => {
          for (const member of created) {
            // One mail that fails stops no other; staff can send her a reset link from the list.
            try {
              const token = await createResetToken(app.db, member.id, now, inviteValidMs);
              const link = resetLink(app.config.publicUrl, token);
              await app.sendSiteMail(member.email, (siteName) =>
                copy.mail.memberInvite({ siteName, link, days: memberInviteValidDays }),
              );
            } catch (error) {
              app.log.error({ err: error, userId: member.id }, 'member invite mail failed');
            }
          }
        });
        return { message: words.imported(created.length), created: created.length };
      },
    );
  });
};

function adminIdOf(request: { visitor: { kind: string; user?: { id: string } } }): string | undefined {
  return request.visitor.kind === 'member' ? request.visitor.user?.id : undefined;
}

export default memberCsvRoutes;
