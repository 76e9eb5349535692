import { useId, useState, type FormEvent } from 'react';
import {
  liveExceptionProblem,
  type LiveExceptionField,
  type LiveExceptionInput,
} from '../../../../shared/checks/live-exception-checks.js';
import { copy } from '../../../../shared/copy.js';
import type { AdminLive } from '../../../../shared/schemas/live.js';
import { Button } from '../../../components/ui/button';
import { useFieldMarks } from '../../../components/ui/field-marks';
import { StatusMessage, useStatusMessage } from '../../../components/ui/status-message';
import { TextField } from '../../../components/ui/text-field';
import { errorField, errorMessage } from '../../../lib/api-client';
import { useAddLiveException } from '../api/add-live-exception';

type ExceptionFormProps = {
  kind: LiveExceptionInput['kind'];
  live: AdminLive;
};

/** お休みにする (a date) or 特別回を追加する (a date and a time). */
export function ExceptionForm({ kind, live }: ExceptionFormProps) {
  const headingId = useId();
  const add = useAddLiveException();
  const { message, report } = useStatusMessage();
  const [values, setValues] = useState({
    date: '',
    startTime: kind === 'extra' ? live.schedule.startTime : '',
  });
  const marks = useFieldMarks<LiveExceptionField>(report);
  const set = (field: LiveExceptionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    marks.unmark(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const input: LiveExceptionInput = { kind, ...values };
    const problem = liveExceptionProblem(input, { today: live.today, weekday: live.schedule.weekday });
    if (problem) return marks.fail(problem.field, problem.message);
    marks.clear();
    add.mutate(input, {
      onSuccess: ({ message: text }) => {
        report('success', text);
        setValues((current) => ({ ...current, date: '' }));
      },
      onError: (error) => marks.fail(errorField(error, ['date', 'startTime'] as const), errorMessage(error)),
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
      <StatusMessage message={message} />
      <TextField
        ref={marks.bind('date')}
        label={isCancel ? copy.live.admin.cancelDate : copy.live.admin.extraDate}
        name="date"
        type="date"
        min={live.today}
        value={values.date}
        onChange={(event) => set('date', event.currentTarget.value)}
        error={marks.errorOf('date')}
        required
      />
      {!isCancel && (
        <TextField
          ref={marks.bind('startTime')}
          label={copy.live.admin.extraTime}
          name="startTime"
          type="time"
          value={values.startTime}
          onChange={(event) => set('startTime', event.currentTarget.value)}
          error={marks.errorOf('startTime')}
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
