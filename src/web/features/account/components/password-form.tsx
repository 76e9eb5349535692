import {
  passwordChangeFields,
  passwordChangeProblem,
  passwordRulesHint,
} from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { Button } from '#web/components/ui/button';
import { FormMessages } from '#web/components/form/form-messages';
import { useForm } from '#web/components/form/use-form';
import { SecretField } from '#web/components/ui/secret-field';
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
      <SecretField
        label={copy.mypage.currentPasswordLabel}
        autoComplete="current-password"
        {...form.field('currentPassword')}
        required
      />
      <SecretField
        label={copy.mypage.newPasswordLabel}
        hint={passwordRulesHint}
        autoComplete="new-password"
        minLength={limits.minPasswordLength}
        {...form.field('newPassword')}
        required
      />
      <SecretField
        label={copy.mypage.confirmPasswordLabel}
        autoComplete="new-password"
        {...form.field('newPasswordConfirm')}
        required
      />
      <Button {...form.submitProps} className="account-form__submit">
        {form.pending ? copy.login.working : copy.mypage.changePassword}
      </Button>
    </form>
  );
}
