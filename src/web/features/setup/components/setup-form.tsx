import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { useSetupStatus } from '../api/get-setup-status';
import { setupFields, setupProblem, type SetupField } from '#shared/checks/account-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

/** State passed to the passphrase screen, which shows the message of the setup just done. */
export type SetupDoneState = { notice: string };

/** The first admin, created with the one-time link the server printed at its first start. */
export function SetupForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<SetupField>();

  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <Alert tone="error" action={<Button onClick={() => void status.refetch()}>{copy.site.retry}</Button>}>
        {errorMessage(status.error)}
      </Alert>
    );
  }
  // Once an admin exists (also right after this form created one) the form is gone for good.
  if (!status.data.needed && !create.isSuccess) {
    return (
      <>
        <Alert tone="info">{copy.setup.adminExists}</Alert>
        <ul className="auth-links">
          <li>
            <Link to={paths.login}>{copy.reset.toLogin}</Link>
          </li>
        </ul>
      </>
    );
  }
  if (!token) return <Alert tone="error">{copy.setup.linkInvalid}</Alert>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || create.isSuccess) return;
    const values = formValues(event.currentTarget, setupFields);
    const local = setupProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    create.mutate(
      { token, ...values },
      {
        onSuccess: ({ message }) => {
          const state: SetupDoneState = { notice: message || copy.setup.created };
          void navigate(paths.adminPassphrases, { replace: true, state });
        },
        onError: (error) => failWith(error, setupFields),
      },
    );
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      <TextField
        label={copy.setup.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorOf('email')}
        required
      />
      <TextField
        label={copy.setup.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        error={errorOf('password')}
        required
      />
      <Button type="submit" block aria-disabled={create.isPending || create.isSuccess || undefined}>
        {create.isPending ? copy.login.working : copy.setup.submit}
      </Button>
    </form>
  );
}
