import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  liveScheduleProblem,
  type LiveScheduleField,
} from '../../../../shared/checks/live-schedule-checks.js';
import { copy } from '../../../../shared/copy.js';
import type { AdminLive } from '../../../../shared/schemas/live.js';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusMessage, useStatusMessage } from '../../../components/ui/status-message';
import { TextField } from '../../../components/ui/text-field';
import { errorField, errorMessage } from '../../../lib/api-client';
import { useSaveLiveSchedule } from '../api/save-live-schedule';

const weekdayOptions = copy.admin.settings.weekdays.map((label, index) => ({ value: String(index), label }));

/** The weekly lesson: weekday, start time and length, in the business time zone. */
export function ScheduleSection({ live, settingsPath }: { live: AdminLive; settingsPath: string }) {
  const headingId = useId();
  const save = useSaveLiveSchedule();
  const { message, report } = useStatusMessage();
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
  const fail = (field: LiveScheduleField | null, text: string) => {
    report('error', text);
    if (!field) return;
    setFieldError({ field, message: text });
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
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) =>
        fail(errorField(error, ['weekday', 'startTime', 'durationMinutes'] as const), errorMessage(error)),
    });
  };

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.scheduleHeading}</h2>
      <form className="live-admin__form" noValidate onSubmit={submit}>
        <StatusMessage message={message} />
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
