import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import {
  resetRequestFields,
  resetRequestProblem,
  type ResetRequestField,
} from '#shared/checks/account-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

/** Asks for the reset e-mail. The answer never says whether the address is registered. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<ResetRequestField>();
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const { email } = formValues(event.currentTarget, ['email']);
    const local = resetRequestProblem({ email });
    if (local) {
      fail(local);
      return;
    }
    clear();
    request.mutate(
      { email },
      {
        onSuccess: ({ message }) => setDone(message || copy.reset.requestDone),
        onError: (error) => failWith(error, resetRequestFields),
      },
    );
  };

  return (
    <>
      {done === null ? (
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
          <FormProblem problem={problem} />
          <TextField
            label={copy.reset.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errorOf('email')}
            required
          />
          <Button type="submit" block aria-disabled={request.isPending || undefined}>
            {request.isPending ? copy.login.working : copy.reset.requestSubmit}
          </Button>
        </form>
      ) : (
        <Alert tone="success">{done}</Alert>
      )}
      <ul className="auth-links">
        <li>
          <Link to={paths.login}>{copy.reset.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
