import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import { paths } from '#web/config/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { newPasswordProblem, resetPasswordFields } from '#shared/checks/account-checks.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { BackToLogin } from '#web/components/layouts/back-to-login';
import { NewPasswordFields } from '#web/components/form/new-password-fields';
import '#web/components/layouts/auth-form.css';

/** The new password, with the single-use token from the e-mail. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    initial: { password: '', passwordConfirm: '' },
    check: newPasswordProblem,
    submit: (values) => confirm.mutateAsync({ token, ...values }),
    fields: resetPasswordFields,
    success: ({ message }) => message || copy.reset.done,
    once: true,
  });

  if (form.done) {
    return (
      <>
        <FormMessages form={form} />
        <BackToLogin />
      </>
    );
  }

  // The link itself was refused (used, or too old): a new one is offered.
  const linkInvalid = form.problem?.field === 'token';
  return (
    <>
      <form className="auth-form" {...form.formProps}>
        <FormMessages
          form={form}
          action={linkInvalid && <Link to={paths.forgotPassword}>{copy.reset.requestAgain}</Link>}
        />
        <NewPasswordFields
          form={form}
          name="password"
          label={copy.reset.newPasswordLabel}
          confirm={{ name: 'passwordConfirm', label: copy.reset.confirmLabel }}
        />
        <SubmitButton form={form} block>
          {copy.reset.submit}
        </SubmitButton>
      </form>
      <BackToLogin />
    </>
  );
}
