import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  liveExceptionProblem,
  type LiveExceptionField,
  type LiveExceptionInput,
} from '../../../../shared/checks/live-exception-checks.js';
import {
  liveScheduleProblem,
  type LiveScheduleField,
} from '../../../../shared/checks/live-schedule-checks.js';
import { copy } from '../../../../shared/copy.js';
import type { AdminLive, AdminLiveException } from '../../../../shared/schemas/live.js';
import { QueryProblem } from '../../../components/query-problem';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddLiveException } from '../api/add-live-exception';
import { useAdminLive } from '../api/get-admin-live';
import { useRemoveLiveException } from '../api/remove-live-exception';
import { useSaveLiveSchedule } from '../api/save-live-schedule';
import './live-admin.css';

type Message = { tone: 'success' | 'error'; text: string; attempt: number };

function useMessage() {
  const [message, setMessage] = useState<Message | null>(null);
  const report = (tone: Message['tone'], text: string) =>
    setMessage((last) => ({ tone, text, attempt: (last?.attempt ?? 0) + 1 }));
  const view = message && (
    <Alert key={message.attempt} tone={message.tone}>
      {message.text}
    </Alert>
  );
  return { report, view };
}

/** The field a 400 answer is about, when the server named one (src/shared/checks). */
function fieldOf<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const field = (error.body as { field?: unknown }).field;
  return fields.find((candidate) => candidate === field) ?? null;
}

/** ライブレッスン (admin): the weekly schedule, お休み and 特別回, and what members will see. */
export function LiveAdmin({ settingsPath }: { settingsPath: string }) {
  const live = useAdminLive();
  if (live.isError && !live.data) {
    return <QueryProblem error={live.error} onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  }
  if (!live.data) return <Spinner />;
  return (
    <div className="live-admin">
      <ScheduleSection live={live.data} settingsPath={settingsPath} />
      <ExceptionsSection live={live.data} />
      <PreviewSection live={live.data} />
    </div>
  );
}

const weekdayOptions = copy.admin.settings.weekdays.map((label, index) => ({ value: String(index), label }));

function ScheduleSection({ live, settingsPath }: { live: AdminLive; settingsPath: string }) {
  const headingId = useId();
  const save = useSaveLiveSchedule();
  const { report, view } = useMessage();
  const [values, setValues] = useState({
    weekday: String(live.schedule.weekday),
    startTime: live.schedule.startTime,
    durationMinutes: String(live.schedule.durationMinutes),
  });
  const [fieldError, setFieldError] = useState<{ field: LiveScheduleField; message: string } | null>(null);
  const fields = useRef<Partial<Record<LiveScheduleField, HTMLElement | null>>>({});
  const set = (field: LiveScheduleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };
  const errorOf = (field: LiveScheduleField) =>
    fieldError?.field === field ? fieldError.message : undefined;
  const fail = (field: LiveScheduleField | null, message: string) => {
    report('error', message);
    if (!field) return;
    setFieldError({ field, message });
    fields.current[field]?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = {
      weekday: Number(values.weekday),
      startTime: values.startTime,
      durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
    };
    const problem = liveScheduleProblem(input);
    if (problem) return fail(problem.field, problem.message);
    setFieldError(null);
    save.mutate(input, {
      onSuccess: ({ message }) => report('success', message),
      onError: (error) =>
        fail(fieldOf(error, ['weekday', 'startTime', 'durationMinutes'] as const), errorMessage(error)),
    });
  };

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.scheduleHeading}</h2>
      <form className="live-admin__form" noValidate onSubmit={submit}>
        {view}
        <div className="live-admin__row">
          <SelectField
            ref={(element) => {
              fields.current.weekday = element;
            }}
            label={copy.live.admin.weekday}
            name="weekday"
            options={weekdayOptions}
            value={values.weekday}
            onChange={(event) => set('weekday', event.currentTarget.value)}
            error={errorOf('weekday')}
          />
          <TextField
            ref={(element) => {
              fields.current.startTime = element;
            }}
            label={copy.live.admin.startTime}
            name="startTime"
            type="time"
            value={values.startTime}
            onChange={(event) => set('startTime', event.currentTarget.value)}
            error={errorOf('startTime')}
            required
          />
          <TextField
            ref={(element) => {
              fields.current.durationMinutes = element;
            }}
            label={copy.live.admin.duration}
            name="durationMinutes"
            type="number"
            inputMode="numeric"
            min={10}
            max={240}
            step={5}
            value={values.durationMinutes}
            onChange={(event) => set('durationMinutes', event.currentTarget.value)}
            error={errorOf('durationMinutes')}
            required
          />
        </div>
        <p className="live-admin__note">
          <Link to={settingsPath}>{copy.live.admin.linkNote}</Link>
        </p>
        <div>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? copy.admin.working : copy.live.admin.saveSchedule}
          </Button>
        </div>
      </form>
    </section>
  );
}

type ExceptionFormProps = {
  kind: LiveExceptionInput['kind'];
  live: AdminLive;
};

/** お休みにする (a date) or 特別回を追加する (a date and a time). */
function ExceptionForm({ kind, live }: ExceptionFormProps) {
  const headingId = useId();
  const add = useAddLiveException();
  const { report, view } = useMessage();
  const [values, setValues] = useState({
    date: '',
    startTime: kind === 'extra' ? live.schedule.startTime : '',
  });
  const [fieldError, setFieldError] = useState<{ field: LiveExceptionField; message: string } | null>(null);
  const fields = useRef<Partial<Record<LiveExceptionField, HTMLInputElement | null>>>({});
  const set = (field: LiveExceptionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };
  const errorOf = (field: LiveExceptionField) =>
    fieldError?.field === field ? fieldError.message : undefined;
  const fail = (field: LiveExceptionField | null, message: string) => {
    report('error', message);
    if (!field) return;
    setFieldError({ field, message });
    fields.current[field]?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const input: LiveExceptionInput = { kind, ...values };
    const problem = liveExceptionProblem(input, { today: live.today, weekday: live.schedule.weekday });
    if (problem) return fail(problem.field, problem.message);
    setFieldError(null);
    add.mutate(input, {
      onSuccess: ({ message }) => {
        report('success', message);
        setValues((current) => ({ ...current, date: '' }));
      },
      onError: (error) => fail(fieldOf(error, ['date', 'startTime'] as const), errorMessage(error)),
    });
  };

  const isCancel = kind === 'cancel';
  return (
    <form
      className="live-admin__form live-admin__card"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{isCancel ? copy.live.admin.cancelHeading : copy.live.admin.extraHeading}</h3>
      {view}
      <TextField
        ref={(element) => {
          fields.current.date = element;
        }}
        label={isCancel ? copy.live.admin.cancelDate : copy.live.admin.extraDate}
        name="date"
        type="date"
        min={live.today}
        value={values.date}
        onChange={(event) => set('date', event.currentTarget.value)}
        error={errorOf('date')}
        required
      />
      {!isCancel && (
        <TextField
          ref={(element) => {
            fields.current.startTime = element;
          }}
          label={copy.live.admin.extraTime}
          name="startTime"
          type="time"
          value={values.startTime}
          onChange={(event) => set('startTime', event.currentTarget.value)}
          error={errorOf('startTime')}
          required
        />
      )}
      <div>
        <Button type="submit" variant="secondary" aria-disabled={add.isPending || undefined}>
          {add.isPending
            ? copy.admin.working
            : isCancel
              ? copy.live.admin.cancelSubmit
              : copy.live.admin.extraSubmit}
        </Button>
      </div>
    </form>
  );
}

function ExceptionsSection({ live }: { live: AdminLive }) {
  const headingId = useId();
  const remove = useRemoveLiveException();
  const { report, view } = useMessage();
  const coming = live.exceptions.filter((exception) => !exception.isPast);
  const past = live.exceptions.filter((exception) => exception.isPast).reverse();

  const removeOne = (exception: AdminLiveException) => {
    if (remove.isPending) return;
    remove.mutate(exception.id, {
      onSuccess: ({ message }) => report('success', message),
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.exceptionsHeading}</h2>
      <div className="live-admin__forms">
        <ExceptionForm kind="cancel" live={live} />
        <ExceptionForm kind="extra" live={live} />
      </div>
      {view}
      <ExceptionList heading={copy.live.admin.upcomingExceptions} exceptions={coming} onRemove={removeOne} />
      <ExceptionList heading={copy.live.admin.pastExceptions} exceptions={past} />
    </section>
  );
}

type ExceptionListProps = {
  heading: string;
  exceptions: AdminLiveException[];
  onRemove?: (exception: AdminLiveException) => void;
};

function ExceptionList({ heading, exceptions, onRemove }: ExceptionListProps) {
  const headingId = useId();
  return (
    <div className="live-admin__list">
      <h3 id={headingId}>{heading}</h3>
      {exceptions.length === 0 ? (
        <p className="live-admin__note">{copy.live.admin.noExceptions}</p>
      ) : (
        <ul aria-labelledby={headingId} role="list">
          {exceptions.map((exception) => (
            <li key={exception.id} className={onRemove ? undefined : 'is-past'}>
              <span className={`live-admin__kind live-admin__kind--${exception.kind}`}>
                {exception.kind === 'cancel' ? copy.live.cancelled : copy.live.extra}
              </span>
              <span className="live-admin__label">{exception.label}</span>
              {onRemove && (
                <Button
                  variant="ghost"
                  onClick={() => onRemove(exception)}
                  aria-label={copy.live.admin.removeLabel(exception.label)}
                >
                  {copy.live.admin.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PreviewSection({ live }: { live: AdminLive }) {
  const headingId = useId();
  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.previewHeading}</h2>
      <ul className="live-admin__preview" role="list">
        {live.upcoming.map((lesson) => (
          <li key={lesson.startsAt} className={lesson.cancelled ? 'is-off' : undefined}>
            <span className="live-admin__label">
              {lesson.dayLabel} {lesson.timeLabel}
            </span>
            {lesson.cancelled && (
              <span className="live-admin__kind live-admin__kind--cancel">{copy.live.cancelled}</span>
            )}
            {lesson.isExtra && (
              <span className="live-admin__kind live-admin__kind--extra">{copy.live.extra}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
