import { passwordChangeFields, passwordChangeProblem } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { CurrentPasswordField } from '#web/components/form/current-password-field';
import { NewPasswordFields } from '#web/components/form/new-password-fields';
import { useChangePassword } from '../api/change-password';
import './account-form.css';

const blank = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** My page → パスワード変更: the current password, then the new one twice. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initial: blank,
    check: passwordChangeProblem,
    submit: (values) => change.mutateAsync(values),
    fields: passwordChangeFields,
    success: ({ message }) => message,
    // Passwords do not stay on the screen once they have done their job.
    onSuccess: () => blank,
  });

  return (
    <form className="account-form" {...form.formProps}>
      <FormMessages form={form} />
      <CurrentPasswordField form={form} name="currentPassword" label={copy.mypage.currentPasswordLabel} />
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={copy.mypage.newPasswordLabel}
        confirm={{ name: 'newPasswordConfirm', label: copy.mypage.confirmPasswordLabel }}
        minLength={limits.minPasswordLength}
      />
      <SubmitButton form={form} className="account-form__submit">
        {copy.mypage.changePassword}
      </SubmitButton>
    </form>
  );
}
