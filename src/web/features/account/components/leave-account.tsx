import { useId, useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { leaveFields, leaveProblem } from '#shared/checks/leaving-checks.js';
import { copy } from '#shared/copy.js';
import { FormMessages } from '#web/components/form/form-messages';
import { useForm } from '#web/components/form/use-form';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-class';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { TextField } from '#web/components/ui/text-field';
import { useLeaveAccount } from '../api/leave-account';
import { useGoodbye } from './use-goodbye';
import './account-form.css';
import './leave-account.css';

/** My page → 設定: データのダウンロード, then 退会 with the current password and a last question. */
export function LeaveAccount() {
  const headingId = useId();
  return (
    <section className="leave-account" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.leaving.heading}</h2>
      <DataDownload />
      <LeaveForm />
    </section>
  );
}

function DataDownload() {
  const headingId = useId();
  return (
    <section className="leave-account__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.leaving.exportHeading}</h3>
      <p>{copy.leaving.exportText}</p>
      {/* A plain link: the browser saves the server's attachment with the name it gives. */}
      <a href={apiPaths.myData} download className={buttonClassName({ variant: 'secondary' })}>
        {copy.leaving.exportButton}
      </a>
    </section>
  );
}

function LeaveForm() {
  const headingId = useId();
  const questionId = useId();
  const textId = useId();
  const leave = useLeaveAccount();
  const goodbye = useGoodbye();
  // While the last question is on screen, the answer the form waits for.
  const [answer, setAnswer] = useState<((go: boolean) => void) | null>(null);
  const decide = (go: boolean) => {
    answer?.(go);
    setAnswer(null);
  };

  const form = useForm({
    initial: { currentPassword: '' },
    check: leaveProblem,
    fields: leaveFields,
    submit: async (values) => {
      const go = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
      return go ? leave.mutateAsync(values) : null;
    },
    onSuccess: (done) => {
      if (done) void goodbye();
    },
  });

  return (
    <section className="leave-account__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.leaving.deleteHeading}</h3>
      <p>{copy.leaving.deleteIntro}</p>
      <ul className="leave-account__list">
        {copy.leaving.deletedItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="leave-account__note">{copy.leaving.keptNote}</p>
      <p className="leave-account__note">{copy.leaving.exportFirst}</p>
      <form className="account-form" {...form.formProps}>
        <FormMessages form={form} />
        <TextField
          label={copy.leaving.passwordLabel}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          required
        />
        <Button {...form.submitProps} className="account-form__submit leave-account__submit">
          {form.pending && !answer ? copy.leaving.working : copy.leaving.deleteButton}
        </Button>
      </form>
      <ModalDialog
        open={answer !== null}
        onClose={() => decide(false)}
        labelledBy={questionId}
        describedBy={textId}
      >
        <div className="modal-dialog__body">
          <h2 id={questionId}>{copy.leaving.confirmHeading}</h2>
          <p id={textId}>{copy.leaving.confirmText}</p>
          <div className="modal-dialog__actions">
            <Button variant="secondary" onClick={() => decide(false)} data-autofocus>
              {copy.leaving.cancel}
            </Button>
            <Button className="leave-account__submit" onClick={() => decide(true)}>
              {copy.leaving.confirmButton}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
