import { useId } from 'react';
import {
  liveExceptionFields,
  liveExceptionProblem,
  type LiveExceptionInput,
} from '#shared/checks/live-exception-checks.js';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { TextField } from '#web/components/ui/text-field';
import { useAddLiveException } from '../api/add-live-exception';

type ExceptionFormProps = {
  kind: LiveExceptionInput['kind'];
  live: AdminLive;
};

/** お休みにする (a date) or 特別回を追加する (a date and a time). */
export function ExceptionForm({ kind, live }: ExceptionFormProps) {
  const headingId = useId();
  const add = useAddLiveException();
  const form = useForm({
    initial: { date: '', startTime: kind === 'extra' ? live.schedule.startTime : '' },
    check: (values) =>
      liveExceptionProblem({ kind, ...values }, { today: live.today, weekday: live.schedule.weekday }),
    submit: (values) => add.mutateAsync({ kind, ...values }),
    fields: liveExceptionFields,
    success: ({ message }) => message,
    onSuccess: () => ({ date: '' }),
  });

  const isCancel = kind === 'cancel';
  return (
    <form className="live-admin__form live-admin__card" {...form.formProps} aria-labelledby={headingId}>
      <h3 id={headingId}>{isCancel ? copy.live.admin.cancelHeading : copy.live.admin.extraHeading}</h3>
      <FormMessages form={form} />
      <TextField
        label={isCancel ? copy.live.admin.cancelDate : copy.live.admin.extraDate}
        type="date"
        min={live.today}
        {...form.field('date')}
        required
      />
      {!isCancel && (
        <TextField label={copy.live.admin.extraTime} type="time" {...form.field('startTime')} required />
      )}
      <div>
        <SubmitButton form={form} variant="secondary">
          {isCancel ? copy.live.admin.cancelSubmit : copy.live.admin.extraSubmit}
        </SubmitButton>
      </div>
    </form>
  );
}
