import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { legalPagePaths } from '#shared/legal-pages.js';
import type { AdminLegalPage } from '#shared/schemas/legal.js';
import { UnsavedChangesGuard } from '#web/components/form/unsaved-changes-guard';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format-date';
import { useAdminLegalPages } from '../api/get-admin-legal-pages';
import { useSaveLegalPage } from '../api/save-legal-page';
import './legal-pages-editor.css';

/** What the article editor gets from a page's form (the editor itself is loaded by the route). */
export type LegalBodyEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label that names the editing area. */
  labelledBy: string;
};

type LegalPagesEditorProps = { renderBodyEditor: (props: LegalBodyEditorProps) => ReactNode };

/** 規約・表記: the three legal pages, each with its own editor and save button. */
export function LegalPagesEditor({ renderBodyEditor }: LegalPagesEditorProps) {
  const pages = useAdminLegalPages();
  // One leave question for the three pages: any of them typed in and not saved.
  const [unsaved] = useState(() => new Map<string, () => boolean>());
  const [screen] = useState(() => ({
    hasUnsavedChanges: () => [...unsaved.values()].some((check) => check()),
  }));
  if (pages.isError && !pages.data) {
    return <QueryProblem query={pages} />;
  }
  if (!pages.data) return <Spinner />;
  return (
    <div className="legal-editors">
      <UnsavedChangesGuard form={screen} />
      <p className="legal-editors__lead">{copy.legal.admin.lead}</p>
      {pages.data.pages.map((page) => (
        <LegalPageForm key={page.page} initial={page} renderBodyEditor={renderBodyEditor} unsaved={unsaved} />
      ))}
    </div>
  );
}

type LegalPageFormProps = {
  initial: AdminLegalPage;
  /** Where each page says whether it holds text not saved, by page. */
  unsaved: Map<string, () => boolean>;
} & LegalPagesEditorProps;

function LegalPageForm({ initial, renderBodyEditor, unsaved }: LegalPageFormProps) {
  const headingId = useId();
  const labelId = useId();
  const save = useSaveLegalPage();
  const [body, setBody] = useState(initial.body);
  // What the server last kept: whether the page is public and since when.
  const [stored, setStored] = useState(initial);
  const { message, report, clear } = useStatusMessage();
  const title = copy.legal.titles[initial.page];
  // What was last sent and kept (the server may clean it, so not its answer): what is unsaved
  // differs from this.
  const [savedBody, setSavedBody] = useState(initial.body);
  const latest = useRef({ body, savedBody });
  latest.current = { body, savedBody };
  useEffect(() => {
    unsaved.set(initial.page, () => latest.current.body !== latest.current.savedBody);
    return () => void unsaved.delete(initial.page);
  }, [unsaved, initial.page]);
  const published = stored.body !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    save.mutate(
      { page: initial.page, body },
      {
        onSuccess: ({ message: text, page }) => {
          setStored(page);
          setSavedBody(body);
          report('success', text);
        },
        onError: (error) => report('error', errorMessage(error)),
      },
    );
  };

  return (
    <section className="legal-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="legal-editor__state">
        <span className={published ? 'legal-editor__badge legal-editor__badge--on' : 'legal-editor__badge'}>
          {published ? copy.legal.admin.published : copy.legal.admin.unpublished}
        </span>
        {stored.updatedAt && <span>{copy.legal.admin.updatedAt(...formatDateTime(stored.updatedAt))}</span>}
      </p>
      <form className="legal-editor__form" noValidate onSubmit={submit}>
        <StatusMessage message={message} />
        <span id={labelId} className="legal-editor__label">
          {copy.legal.admin.bodyLabel(title)}
        </span>
        {renderBodyEditor({ initialHtml: initial.body, onChange: setBody, labelledBy: labelId })}
        <div className="legal-editor__actions">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? copy.site.working : copy.legal.admin.save}
          </Button>
          {published && <Link to={legalPagePaths[initial.page]}>{copy.legal.admin.view(title)}</Link>}
        </div>
      </form>
    </section>
  );
}
