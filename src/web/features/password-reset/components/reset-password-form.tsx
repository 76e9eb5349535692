import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import {
  newPasswordFields,
  newPasswordProblem,
  resetPasswordFields,
  type ResetPasswordField,
} from '#shared/checks/account-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

/** The new password, with the single-use token from the e-mail. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<ResetPasswordField>();
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const values = formValues(event.currentTarget, newPasswordFields);
    const local = newPasswordProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: ({ message }) => setDone(message || copy.reset.done),
        onError: (error) => failWith(error, resetPasswordFields),
      },
    );
  };

  if (done !== null) {
    return (
      <>
        <Alert tone="success">{done}</Alert>
        <ul className="auth-links">
          <li>
            <Link to={paths.login}>{copy.reset.toLogin}</Link>
          </li>
        </ul>
      </>
    );
  }

  const linkInvalid = problem?.field === 'token';
  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <FormProblem
          problem={problem}
          action={linkInvalid && <Link to={paths.forgotPassword}>{copy.reset.requestAgain}</Link>}
        />
        <TextField
          label={copy.reset.newPasswordLabel}
          name="password"
          type="password"
          autoComplete="new-password"
          error={errorOf('password')}
          required
        />
        <TextField
          label={copy.reset.confirmLabel}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          error={errorOf('passwordConfirm')}
          required
        />
        <Button type="submit" block aria-disabled={confirm.isPending || undefined}>
          {confirm.isPending ? copy.login.working : copy.reset.submit}
        </Button>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.login}>{copy.reset.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
