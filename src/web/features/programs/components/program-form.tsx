import { useRef, useState, type FormEvent } from 'react';
import {
  programFields,
  programProblem,
  type ProgramField,
  type ProgramInput,
} from '#shared/checks/program-checks.js';
import { copy } from '#shared/copy.js';
import { programLimits } from '#shared/programs.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { TextField } from '#web/components/ui/text-field';
import { usePickableContents, type PickableContent } from '../api/get-pickable-contents';
import { useSaveProgram } from '../api/save-program';
import { moveContent, moveItem, resizeDays } from '../day-editing';
import { CoverField, type Cover } from './cover-field';
import { DayEditor, type Dragged } from './day-editor';
import './program-form.css';

const text = copy.programs.admin;

type ProgramFormProps = {
  /** null: a new program. */
  program: AdminProgram | null;
  onDone: (message: string) => void;
};

/** Create or edit a program: title, description, cover, number of days, 1–3 contents a day. */
export function ProgramForm({ program, onDone }: ProgramFormProps) {
  const [title, setTitle] = useState(program?.title ?? '');
  const [description, setDescription] = useState(program?.description ?? '');
  const [cover, setCover] = useState<Cover | null>(
    program?.coverKey ? { key: program.coverKey, url: program.coverUrl } : null,
  );
  const [published, setPublished] = useState(program?.published ?? false);
  const [days, setDays] = useState<PickableContent[][]>(
    program?.days ?? Array.from({ length: programLimits.minDays }, () => []),
  );
  const [dayCountText, setDayCountText] = useState(String(days.length));
  const [uploading, setUploading] = useState(false);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const pickable = usePickableContents();
  const save = useSaveProgram();
  const fieldRefs = useRef<Partial<Record<ProgramField, HTMLElement | null>>>({});
  const problem = useFormProblem<ProgramField>((field) => fieldRefs.current[field]?.focus());

  const onDayCount = (value: string) => {
    setDayCountText(value);
    problem.clearField('dayCount');
    const count = Number(value);
    if (Number.isInteger(count) && count >= programLimits.minDays && count <= programLimits.maxDays)
      setDays((current) => resizeDays(current, count));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || uploading) return;
    const count = Number(dayCountText);
    const input: ProgramInput = {
      title,
      description,
      coverKey: cover?.key ?? null,
      published,
      // A count out of range is sent as typed, so the check names the 日数 field.
      days:
        Number.isInteger(count) && count !== days.length
          ? resizeDays(days, Math.max(0, Math.min(count, programLimits.maxDays + 1))).map((day) =>
              day.map((content) => content.id),
            )
          : days.map((day) => day.map((content) => content.id)),
    };
    const found = programProblem(input);
    if (found) {
      problem.fail(found);
      return;
    }
    problem.clear();
    save.mutate(
      { id: program?.id ?? null, input },
      {
        onSuccess: (saved) => onDone(saved.message),
        onError: (error) => problem.failWith(error, programFields),
      },
    );
  };

  const changeDays = (next: PickableContent[][]) => {
    setDays(next);
    problem.clearField('days');
  };

  return (
    <form className="program-form stack" onSubmit={submit} noValidate>
      <FormProblem problem={problem.problem} />
      <TextField
        label={text.titleLabel}
        value={title}
        maxLength={programLimits.maxTitleLength}
        error={problem.errorOf('title')}
        ref={(element) => {
          fieldRefs.current.title = element;
        }}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          problem.clearField('title');
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor="program-description">
          {text.descriptionLabel}
        </label>
        <textarea
          id="program-description"
          className="program-form__description"
          rows={4}
          value={description}
          aria-invalid={problem.errorOf('description') ? true : undefined}
          ref={(element) => {
            fieldRefs.current.description = element;
          }}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            problem.clearField('description');
          }}
        />
      </div>
      <CoverField value={cover} onChange={setCover} onUploadingChange={setUploading} />
      <TextField
        label={text.dayCountLabel}
        type="number"
        inputMode="numeric"
        min={programLimits.minDays}
        max={programLimits.maxDays}
        value={dayCountText}
        hint={text.dayCountHint}
        error={problem.errorOf('dayCount')}
        ref={(element) => {
          fieldRefs.current.dayCount = element;
        }}
        onChange={(event) => onDayCount(event.currentTarget.value)}
      />
      <div className="field">
        <label className="program-form__check">
          <input
            type="checkbox"
            checked={published}
            onChange={(event) => setPublished(event.currentTarget.checked)}
          />
          {text.publishedLabel}
        </label>
        <p className="field__hint">{text.publishedHint}</p>
      </div>
      <section className="stack" aria-labelledby="program-days-heading">
        <h2
          id="program-days-heading"
          tabIndex={-1}
          ref={(element) => {
            fieldRefs.current.days = element;
          }}
        >
          {text.daysHeading}
        </h2>
        <p className="field__hint">{text.dragHint}</p>
        {problem.errorOf('days') && (
          <p className="field__error" role="alert">
            {problem.errorOf('days')}
          </p>
        )}
        {pickable.isError && (
          <QueryProblem
            error={pickable.error}
            onRetry={() => void pickable.refetch()}
            retrying={pickable.isFetching}
          />
        )}
        {days.map((contents, day) => (
          <DayEditor
            // Days move; their position is their identity here.
            key={day}
            day={day}
            dayCount={days.length}
            contents={contents}
            pickable={pickable.data ?? []}
            dragged={dragged}
            onDragChange={setDragged}
            onMoveDay={(to) => changeDays(moveItem(days, dragged?.kind === 'day' ? dragged.day : day, to))}
            onMoveContent={(from, toIndex) =>
              changeDays(moveContent(days, from, { day, index: toIndex }, programLimits.maxContentsPerDay))
            }
            onAdd={(content) =>
              changeDays(days.map((entries, index) => (index === day ? [...entries, content] : entries)))
            }
            onRemove={(removed) =>
              changeDays(
                days.map((entries, index) =>
                  index === day ? entries.filter((_, position) => position !== removed) : entries,
                ),
              )
            }
          />
        ))}
      </section>
      <div>
        <Button type="submit" aria-disabled={save.isPending || uploading || undefined}>
          {save.isPending ? copy.admin.working : program ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
