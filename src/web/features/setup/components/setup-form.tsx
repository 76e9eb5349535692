import { useNavigate } from 'react-router';
import { copy } from '#shared/copy.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-client';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { useSetupStatus } from '../api/get-setup-status';
import { setupFields, setupProblem } from '#shared/checks/account-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { BackToLogin } from '#web/components/layouts/back-to-login';
import { EmailField } from '#web/components/form/email-field';
import { NewPasswordFields } from '#web/components/form/new-password-fields';
import '#web/components/layouts/auth-form.css';

/** State passed to the passphrase screen, which shows the message of the setup just done. */
export type SetupDoneState = { notice: string };

/** The first admin, created with the one-time link the server printed at its first start. */
export function SetupForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const form = useForm({
    initial: { email: '', password: '' },
    check: setupProblem,
    submit: (values) => create.mutateAsync({ token: token ?? '', ...values }),
    fields: setupFields,
    onSuccess: ({ message }) => {
      const state: SetupDoneState = { notice: message || copy.setup.created };
      void navigate(paths.adminPassphrases, { replace: true, state });
    },
    once: true,
  });

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
        <BackToLogin />
      </>
    );
  }
  if (!token) return <Alert tone="error">{copy.setup.linkInvalid}</Alert>;

  return (
    <form className="auth-form" {...form.formProps}>
      <FormMessages form={form} />
      <EmailField form={form} name="email" label={copy.setup.emailLabel} />
      <NewPasswordFields form={form} name="password" label={copy.setup.passwordLabel} />
      <SubmitButton form={form} block>
        {copy.setup.submit}
      </SubmitButton>
    </form>
  );
}
