import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useGate } from '../api/gate';
import { gateFields, gateProblem, type GateField } from '#shared/checks/sign-in-checks.js';
import { formValues } from '#web/lib/form-values';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import '#web/components/layouts/auth-form.css';

type GateFormProps = {
  /** Where to go once in. */
  destination: string;
  /** The page first asked for, kept on the link to the login screen. */
  requested: string | undefined;
};

/** The passphrase alone opens a guest session. */
export function GateForm({ destination, requested }: GateFormProps) {
  const navigate = useNavigate();
  const gate = useGate();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<GateField>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (gate.isPending) return;
    const { passphrase } = formValues(event.currentTarget, ['passphrase']);
    const local = gateProblem({ passphrase });
    if (local) {
      fail(local);
      return;
    }
    clear();
    gate.mutate(
      { passphrase },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => failWith(error, gateFields),
      },
    );
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <FormProblem problem={problem} />
        <TextField
          label={copy.gate.label}
          name="passphrase"
          type="password"
          autoComplete="off"
          error={errorOf('passphrase')}
          required
        />
        <Button type="submit" block aria-disabled={gate.isPending || undefined}>
          {gate.isPending ? copy.login.working : copy.gate.submit}
        </Button>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.loginFor(requested)}>{copy.gate.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
