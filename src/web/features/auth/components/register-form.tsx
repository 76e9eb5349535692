import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useRegister } from '../api/register';
import {
  registrationFields,
  registrationProblem,
  type RegistrationField,
} from '#shared/checks/account-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

/** New account: shows the server's message, then goes to the top page after 3 seconds. */
export function RegisterForm({ requested }: { requested: string | undefined }) {
  const navigate = useNavigate();
  const register = useRegister();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<RegistrationField>();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(
      () => void navigate(paths.root, { replace: true }),
      limits.redirectAfterRegisterMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || done !== null) return;
    const values = formValues(event.currentTarget, registrationFields);
    const local = registrationProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    register.mutate(values, {
      onSuccess: ({ message }) => setDone(message || copy.register.success),
      onError: (error) => failWith(error, registrationFields),
    });
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        {done !== null && <Alert tone="success">{done}</Alert>}
        <TextField
          label={copy.register.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorOf('email')}
          required
        />
        <TextField
          label={copy.register.passwordLabel}
          name="password"
          type="password"
          autoComplete="new-password"
          error={errorOf('password')}
          required
        />
        <TextField
          label={copy.register.confirmLabel}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          error={errorOf('passwordConfirm')}
          required
        />
        <TextField
          label={copy.register.passphraseLabel}
          name="passphrase"
          type="password"
          autoComplete="off"
          error={errorOf('passphrase')}
          required
        />
        <Button type="submit" block aria-disabled={register.isPending || done !== null || undefined}>
          {register.isPending ? copy.login.working : copy.register.submit}
        </Button>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.loginFor(requested)}>{copy.register.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
