import { useState } from 'react';
import { programFields, programProblem, type ProgramInput } from '#shared/checks/program-checks.js';
import { copy } from '#shared/copy.js';
import { programLimits } from '#shared/programs.js';
import type { AdminProgram } from '#shared/schemas/programs.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { PublishAtFields } from '#web/components/publishing/publish-at-fields';
import { PublishingStateField } from '#web/components/publishing/publishing-state-field';
import { TakeDownQuestion, takingDown } from '#web/components/publishing/take-down-question';
import { QueryProblem } from '#web/components/query-problem';
import { FormMessages } from '#web/components/form/form-messages';
import { UnsavedChangesGuard } from '#web/components/form/unsaved-changes-guard';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAskBeforeSubmit } from '#web/components/form/use-ask-before-submit';
import { useForm } from '#web/components/form/use-form';
import { TextField } from '#web/components/ui/text-field';
import { WholeNumberField } from '#web/components/ui/whole-number-field';
import { firstMorning, scheduleMoment } from '#web/components/publishing/first-morning';
import { serverNow } from '#web/lib/server-clock';
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
  /** Saved: the server's message and the state it was saved in. */
  onDone: (message: string, savedState: PublishingState) => void;
};

type ProgramValues = {
  title: string;
  description: string;
  cover: Cover | null;
  /** 下書き, 予約 (on publishDate at publishTime, business time) or 公開. */
  state: PublishingState;
  publishDate: string;
  publishTime: string;
  days: PickableContent[][];
  /** As typed: the days follow it only while it is a count they can have. */
  dayCount: string;
};

function programInputOf({
  title,
  description,
  cover,
  state,
  publishDate,
  publishTime,
  days,
  dayCount,
}: ProgramValues): ProgramInput {
  const count = Number(dayCount);
  return {
    title,
    description,
    coverKey: cover?.key ?? null,
    state,
    ...(state === 'scheduled' ? { publishDate, publishTime } : {}),
    // A count out of range is sent as typed, so the check names the 日数 field.
    days:
      Number.isInteger(count) && count !== days.length
        ? resizeDays(days, Math.max(0, Math.min(count, programLimits.maxDays + 1))).map((day) =>
            day.map((content) => content.id),
          )
        : days.map((day) => day.map((content) => content.id)),
  };
}

/** Create or edit a program: title, description, cover, number of days, 1–3 contents a day. */
export function ProgramForm({ program, onDone }: ProgramFormProps) {
  const [uploading, setUploading] = useState(false);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const pickable = usePickableContents();
  const save = useSaveProgram();
  const form = useForm({
    initial: (): ProgramValues => {
      const days = program?.days ?? Array.from({ length: programLimits.minDays }, () => []);
      return {
        title: program?.title ?? '',
        description: program?.description ?? '',
        cover: program?.coverKey ? { key: program.coverKey, url: program.coverUrl } : null,
        // A new program starts as a draft: its days are filled in over time.
        state: program?.state ?? 'draft',
        publishDate: program?.state === 'scheduled' ? program.publishDate : firstMorning(serverNow()),
        publishTime: program?.state === 'scheduled' ? program.publishTime : '07:00',
        days,
        dayCount: String(days.length),
      };
    },
    check: (values) => programProblem(programInputOf(values)),
    submit: (values) => save.mutateAsync({ id: program?.id ?? null, input: programInputOf(values) }),
    fields: programFields,
    onSuccess: (saved, sent) => onDone(saved.message, sent.state),
    busy: uploading,
  });
  const { days } = form.values;
  // A public program taken back to 下書き or 予約 here, as with the list's button, is asked about
  // first: members part-way through lose its page and 今日のメニュー until it is public again.
  // Read again as she saves: a 予約 may have gone public while the form stood open.
  const takesNow = () =>
    takingDown(program && { state: program.state, day: program.publishDate, time: program.publishTime }, {
      state: form.values.state,
      day: form.values.publishDate,
      time: form.values.publishTime,
    });
  const takes = takesNow();
  const asking = useAskBeforeSubmit(
    form,
    () => takesNow() !== null && programProblem(programInputOf(form.values)) === null,
  );

  const onDayCount = (value: string) => {
    form.set('dayCount', value);
    const count = Number(value);
    if (Number.isInteger(count) && count >= programLimits.minDays && count <= programLimits.maxDays)
      form.set('days', resizeDays(days, count));
  };
  const changeDays = (next: PickableContent[][]) => form.set('days', next);

  return (
    <form className="program-form stack" {...asking.formProps}>
      <FormMessages form={form} />
      <UnsavedChangesGuard form={form} />
      <TextField label={text.titleLabel} maxLength={programLimits.maxTitleLength} {...form.field('title')} />
      <div className="field">
        <label className="field__label" htmlFor="program-description">
          {text.descriptionLabel}
        </label>
        <textarea
          id="program-description"
          className="program-form__description"
          rows={4}
          name="description"
          value={form.values.description}
          aria-invalid={form.errorOf('description') ? true : undefined}
          onChange={(event) => form.set('description', event.currentTarget.value)}
        />
      </div>
      <CoverField
        value={form.values.cover}
        onChange={(cover) => form.set('cover', cover)}
        onUploadingChange={setUploading}
      />
      <WholeNumberField
        label={text.dayCountLabel}
        min={programLimits.minDays}
        max={programLimits.maxDays}
        hint={text.dayCountHint}
        {...form.field('dayCount')}
        onChange={(event) => onDayCount(event.currentTarget.value)}
      />
      <PublishingStateField
        value={form.values.state}
        onChange={(state) => {
          form.set('state', state);
          // Chosen now: a moment gone since the form opened becomes the next 07:00 still to come.
          if (state === 'scheduled') {
            const { publishDate: date, publishTime: time } = form.values;
            const coming = scheduleMoment({ date, time }, serverNow());
            form.set('publishDate', coming.date);
            form.set('publishTime', coming.time);
          }
        }}
      />
      {form.values.state === 'scheduled' && <PublishAtFields form={form} />}
      {form.values.state !== 'draft' && <p className="field__hint">{text.completeDaysHint}</p>}
      <section className="stack" aria-labelledby="program-days-heading">
        <h2
          id="program-days-heading"
          // A problem with the days brings the keyboard here (the form finds it by data-field).
          tabIndex={-1}
          data-field="days"
        >
          {text.daysHeading}
        </h2>
        <p className="field__hint">{text.dragHint}</p>
        {form.errorOf('days') && (
          <p className="field__error" role="alert">
            {form.errorOf('days')}
          </p>
        )}
        {pickable.isError && <QueryProblem query={pickable} />}
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
        <SubmitButton form={form}>{program ? text.save : text.create}</SubmitButton>
      </div>
      {program && (
        <TakeDownQuestion
          dialog={asking.dialog}
          takes={takes}
          title={form.values.title.trim() || program.title}
          effect={
            takes?.to === 'scheduled' ? text.scheduleEffect(takes.date, takes.time) : text.unpublishEffect
          }
        />
      )}
    </form>
  );
}
