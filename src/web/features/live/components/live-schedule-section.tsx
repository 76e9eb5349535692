import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  liveScheduleFields,
  liveScheduleProblem,
  type LiveScheduleField,
} from '#shared/checks/live-schedule-checks.js';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { SelectField } from '#web/components/ui/select-field';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { TextField } from '#web/components/ui/text-field';
import { useSaveLiveSchedule } from '../api/save-live-schedule';

const weekdayOptions = copy.admin.settings.weekdays.map((label, index) => ({ value: String(index), label }));

/** The weekly lesson: weekday, start time and length, in the business time zone. */
export function ScheduleSection({ live, settingsPath }: { live: AdminLive; settingsPath: string }) {
  const headingId = useId();
  const save = useSaveLiveSchedule();
  const { message: saved, report, clear: clearSaved } = useStatusMessage();
  const [values, setValues] = useState({
    weekday: String(live.schedule.weekday),
    startTime: live.schedule.startTime,
    durationMinutes: String(live.schedule.durationMinutes),
  });
  const { formRef, problem, fail, failWith, clear, clearField, errorOf } =
    useFormProblem<LiveScheduleField>();
  const set = (field: LiveScheduleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    clearSaved();
    const input = {
      weekday: Number(values.weekday),
      startTime: values.startTime,
      durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
    };
    const found = liveScheduleProblem(input);
    if (found) return fail(found);
    clear();
    save.mutate(input, {
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) => failWith(error, liveScheduleFields),
    });
  };

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.scheduleHeading}</h2>
      <form ref={formRef} className="live-admin__form" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        <StatusMessage message={saved} />
        <div className="live-admin__row">
          <SelectField
            label={copy.live.admin.weekday}
            name="weekday"
            options={weekdayOptions}
            value={values.weekday}
            onChange={(event) => set('weekday', event.currentTarget.value)}
            error={errorOf('weekday')}
          />
          <TextField
            label={copy.live.admin.startTime}
            name="startTime"
            type="time"
            value={values.startTime}
            onChange={(event) => set('startTime', event.currentTarget.value)}
            error={errorOf('startTime')}
            required
          />
          <TextField
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
