import { useId } from 'react';
import { Link } from 'react-router';
import { liveScheduleFields, liveScheduleProblem } from '#shared/checks/live-schedule-checks.js';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { WholeNumberField } from '#web/components/ui/whole-number-field';
import { useSaveLiveSchedule } from '../api/save-live-schedule';

const weekdayOptions = copy.admin.settings.weekdays.map((label, index) => ({ value: String(index), label }));

type ScheduleValues = { weekday: string; startTime: string; durationMinutes: string };

// An empty length is no number at all, so the check names it (Number('') would be 0).
const scheduleOf = (values: ScheduleValues) => ({
  weekday: Number(values.weekday),
  startTime: values.startTime,
  durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
});

/** The weekly lesson: weekday, start time and length, in the business time zone. */
export function ScheduleSection({ live, settingsPath }: { live: AdminLive; settingsPath: string | null }) {
  const headingId = useId();
  const save = useSaveLiveSchedule();
  const form = useForm({
    initial: {
      weekday: String(live.schedule.weekday),
      startTime: live.schedule.startTime,
      durationMinutes: String(live.schedule.durationMinutes),
    },
    check: (values) => liveScheduleProblem(scheduleOf(values)),
    submit: (values) => save.mutateAsync(scheduleOf(values)),
    fields: liveScheduleFields,
    success: ({ message }) => message,
  });

  return (
    <section className="live-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.live.admin.scheduleHeading}</h2>
      <form className="live-admin__form" {...form.formProps}>
        <FormMessages form={form} />
        <div className="live-admin__row">
          <SelectField label={copy.live.admin.weekday} options={weekdayOptions} {...form.field('weekday')} />
          <TextField label={copy.live.admin.startTime} type="time" {...form.field('startTime')} required />
          <WholeNumberField
            label={copy.live.admin.duration}
            min={10}
            max={240}
            step={5}
            {...form.field('durationMinutes')}
            required
          />
        </div>
        <p className="live-admin__note">
          {settingsPath ? (
            <Link to={settingsPath}>{copy.live.admin.linkNote}</Link>
          ) : (
            copy.live.admin.linkNoteForEditors
          )}
        </p>
        <div>
          <SubmitButton form={form}>{copy.live.admin.saveSchedule}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
