import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useGate } from '../api/gate';
import { isGuestAvailable, useLogin } from '../api/login';
import { loginFields, loginProblem, type LoginField } from '#shared/checks/sign-in-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

type LoginFormProps = {
  destination: string;
  requested: string | undefined;
  /** Set when the member's session ended with the month: monthly authentication mode. */
  monthlyEmail?: string | undefined;
};

/** E-mail, password and this month's passphrase; also the monthly re-authentication. */
export function LoginForm({ destination, requested, monthlyEmail }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const gate = useGate();
  const { formRef, problem, show, fail, failWith, clear, errorOf } = useFormProblem<LoginField>();
  // The passphrase of a failed sign-in that the server found right: enough for a guest session.
  const [guestPassphrase, setGuestPassphrase] = useState<string | null>(null);
  const monthly = monthlyEmail !== undefined;
  const working = login.isPending || gate.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    const values = formValues(event.currentTarget, ['email', 'password', 'passphrase']);
    setGuestPassphrase(null);
    const local = loginProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    login.mutate(values, {
      onSuccess: ({ next }) => {
        void navigate(next === 'admin-passphrases' ? paths.adminPassphrases : destination, { replace: true });
      },
      onError: (error) => {
        if (isGuestAvailable(error)) setGuestPassphrase(values.passphrase);
        failWith(error, loginFields);
      },
    });
  };

  const browseAsGuest = () => {
    if (guestPassphrase === null || working) return;
    gate.mutate(
      { passphrase: guestPassphrase },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => {
          setGuestPassphrase(null);
          show(errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        {monthly && <Alert tone="info">{copy.login.monthlyNotice}</Alert>}
        <FormProblem
          problem={problem}
          action={
            guestPassphrase !== null && (
              <Button variant="secondary" onClick={browseAsGuest} aria-disabled={working || undefined}>
                {gate.isPending ? copy.login.working : copy.login.guestFallback}
              </Button>
            )
          }
        />
        <TextField
          label={copy.login.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={monthlyEmail}
          error={errorOf('email')}
          required
        />
        <TextField
          label={copy.login.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errorOf('password')}
          required
        />
        <TextField
          label={copy.login.passphraseLabel}
          name="passphrase"
          type="password"
          autoComplete="off"
          error={errorOf('passphrase')}
          required
        />
        <Button type="submit" block aria-disabled={working || undefined}>
          {login.isPending ? copy.login.working : monthly ? copy.login.monthlySubmit : copy.login.submit}
        </Button>
        {login.isPending && (
          <p role="status" className="auth-form__note">
            {copy.login.workingNote}
          </p>
        )}
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.registerFor(requested)}>{copy.login.toRegister}</Link>
        </li>
        <li>
          <Link to={paths.gateFor(requested)}>{copy.login.toGate}</Link>
        </li>
        <li>
          <Link to={paths.forgotPassword}>{copy.login.toReset}</Link>
        </li>
      </ul>
    </>
  );
}
