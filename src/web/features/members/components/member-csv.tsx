import { useId, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { MemberImportPreview } from '#shared/schemas/member-csv.js';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-class';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { useImportMembers, usePreviewMemberImport } from '../api/import-members';
import './member-csv.css';

const words = copy.admin.memberCsv;

/** 会員 in and out as CSV: a download of every member, and an import checked row by row first. */
export function MemberCsv() {
  const headingId = useId();
  const fileId = useId();
  const hintId = useId();
  const mailNoteId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<MemberImportPreview | null>(null);
  const preview = usePreviewMemberImport();
  const importing = useImportMembers();
  const { message, report, clear } = useStatusMessage();
  const working = preview.isPending || importing.isPending;

  const check = () => {
    if (!file || working) return;
    clear();
    setChecked(null);
    preview.mutate(file, {
      onSuccess: setChecked,
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  const bringIn = () => {
    if (!file || working) return;
    importing.mutate(file, {
      onSuccess: ({ message: text }) => {
        report('success', text);
        setChecked(null);
        setFile(null);
      },
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  return (
    <section className="member-csv" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      <p>
        {/* A plain link: the browser downloads the streamed file with the session cookie. */}
        <a className={buttonClassName({ variant: 'secondary' })} href={apiPaths.adminMembersExport} download>
          {words.exportLink}
        </a>
      </p>
      <p className="member-csv__hint">{words.exportHint}</p>

      <div className="member-csv__import">
        <label htmlFor={fileId}>{words.importFile}</label>
        <p id={hintId} className="member-csv__hint">
          {words.importHint}
        </p>
        <input
          // A new file is a new check: remount clears the chosen file after an import.
          key={file ? 'chosen' : 'empty'}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setChecked(null);
          }}
        />
        <Button variant="secondary" onClick={check} disabled={!file || working} aria-busy={preview.isPending}>
          {words.preview}
        </Button>
      </div>

      <StatusMessage message={message} />

      {checked && (
        <div className="member-csv__preview">
          <p>{words.counts(checked.counts.total, checked.counts.ok, checked.counts.errors)}</p>
          <div className="member-csv__scroll">
            <table className="data-table member-csv__table">
              <caption>{words.previewHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.row}</th>
                  <th scope="col">{words.columns.email}</th>
                  <th scope="col">{words.columns.displayName}</th>
                  <th scope="col">{words.result}</th>
                </tr>
              </thead>
              <tbody>
                {checked.rows.map((row) => (
                  <tr key={row.row} className={row.problems.length > 0 ? 'member-csv__bad' : undefined}>
                    <th scope="row">{row.row}</th>
                    <td>{row.email}</td>
                    <td>{row.displayName ?? ''}</td>
                    <td>{row.problems.length > 0 ? row.problems.join('／') : words.ok}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {checked.counts.ok > 0 && (
            <p id={mailNoteId} className="member-csv__hint">
              {words.willMail(checked.counts.ok)}
            </p>
          )}
          <Button
            onClick={bringIn}
            aria-describedby={checked.counts.ok > 0 ? mailNoteId : undefined}
            disabled={checked.counts.ok === 0 || working}
            aria-busy={importing.isPending}
          >
            {words.import}
          </Button>
        </div>
      )}
    </section>
  );
}
