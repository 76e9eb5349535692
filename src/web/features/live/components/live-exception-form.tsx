import { useId, useState, type FormEvent } from 'react';
import {
  liveExceptionFields,
  liveExceptionProblem,
  type LiveExceptionField,
  type LiveExceptionInput,
} from '#shared/checks/live-exception-checks.js';
import { copy } from '#shared/copy.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
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
  const { message: saved, report, clear: clearSaved } = useStatusMessage();
  const [values, setValues] = useState({
    date: '',
    startTime: kind === 'extra' ? live.schedule.startTime : '',
  });
  const { formRef, problem, fail, failWith, clear, clearField, errorOf } =
    useFormProblem<LiveExceptionField>();
  const set = (field: LiveExceptionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    clearSaved();
    const input: LiveExceptionInput = { kind, ...values };
    const found = liveExceptionProblem(input, { today: live.today, weekday: live.schedule.weekday });
    if (found) return fail(found);
    clear();
    add.mutate(input, {
      onSuccess: ({ message: text }) => {
        report('success', text);
        setValues((current) => ({ ...current, date: '' }));
      },
      onError: (error) => failWith(error, liveExceptionFields),
    });
  };

  const isCancel = kind === 'cancel';
  return (
    <form
      ref={formRef}
      className="live-admin__form live-admin__card"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{isCancel ? copy.live.admin.cancelHeading : copy.live.admin.extraHeading}</h3>
      <FormProblem problem={problem} />
      <StatusMessage message={saved} />
      <TextField
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
