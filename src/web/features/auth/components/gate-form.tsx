import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { useGate } from '../api/gate';
import { gateFields, gateProblem } from '#shared/checks/sign-in-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { PassphraseField } from '#web/components/form/passphrase-field';
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
  const form = useForm({
    initial: { passphrase: '' },
    check: gateProblem,
    submit: (values) => gate.mutateAsync(values),
    fields: gateFields,
    onSuccess: () => void navigate(destination, { replace: true }),
  });

  return (
    <>
      <form className="auth-form" {...form.formProps}>
        <FormMessages form={form} />
        <PassphraseField form={form} name="passphrase" label={copy.gate.label} />
        <SubmitButton form={form} block>
          {copy.gate.submit}
        </SubmitButton>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={paths.loginFor(requested)}>{copy.gate.toLogin}</Link>
        </li>
      </ul>
    </>
  );
}
