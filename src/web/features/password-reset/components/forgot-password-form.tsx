import { copy } from '#shared/copy.js';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetRequestFields, resetRequestProblem } from '#shared/checks/account-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { BackToLogin } from '#web/components/layouts/back-to-login';
import { EmailField } from '#web/components/form/email-field';
import '#web/components/layouts/auth-form.css';

/** Asks for the reset e-mail. The answer never says whether the address is registered. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({
    initial: { email: '' },
    check: resetRequestProblem,
    submit: (values) => request.mutateAsync(values),
    fields: resetRequestFields,
    success: ({ message }) => message || copy.reset.requestDone,
    once: true,
  });

  return (
    <>
      {!form.done ? (
        <form className="auth-form" {...form.formProps}>
          <FormMessages form={form} />
          <EmailField form={form} name="email" label={copy.reset.emailLabel} />
          <SubmitButton form={form} block>
            {copy.reset.requestSubmit}
          </SubmitButton>
        </form>
      ) : (
        <FormMessages form={form} />
      )}
      <BackToLogin />
    </>
  );
}
