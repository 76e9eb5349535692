import { Link, useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useGate } from '../api/gate';
import { isGuestAvailable, useLogin } from '../api/login';
import { loginFields, loginProblem } from '#shared/checks/sign-in-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { EmailField } from '#web/components/form/email-field';
import { CurrentPasswordField } from '#web/components/form/current-password-field';
import { PassphraseField } from '#web/components/form/passphrase-field';
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
  const monthly = monthlyEmail !== undefined;
  const form = useForm({
    initial: { email: monthlyEmail ?? '', password: '', passphrase: '' },
    check: loginProblem,
    submit: (values) => login.mutateAsync(values),
    fields: loginFields,
    onSuccess: ({ next }) => {
      void navigate(next === 'admin-passphrases' ? paths.adminPassphrases : destination, { replace: true });
    },
    busy: gate.isPending,
  });
  // The passphrase of a refused sign-in that the server found right: enough for a guest session.
  const refusal = form.problem;
  const guestPassphrase = refusal?.sent && isGuestAvailable(refusal.error) ? refusal.sent.passphrase : null;
  const working = form.pending || gate.isPending;

  const browseAsGuest = () => {
    if (guestPassphrase === null || working) return;
    gate.mutate(
      { passphrase: guestPassphrase },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => form.show(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <form className="auth-form" {...form.formProps}>
        {monthly && <Alert tone="info">{copy.login.monthlyNotice}</Alert>}
        <FormMessages
          form={form}
          action={
            guestPassphrase !== null && (
              <Button variant="secondary" onClick={browseAsGuest} aria-disabled={working || undefined}>
                {gate.isPending ? copy.site.working : copy.login.guestFallback}
              </Button>
            )
          }
        />
        <EmailField form={form} name="email" label={copy.login.emailLabel} />
        <CurrentPasswordField form={form} name="password" label={copy.login.passwordLabel} />
        <PassphraseField form={form} name="passphrase" label={copy.login.passphraseLabel} />
        <SubmitButton form={form} block>
          {monthly ? copy.login.monthlySubmit : copy.login.submit}
        </SubmitButton>
        {form.pending && (
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
