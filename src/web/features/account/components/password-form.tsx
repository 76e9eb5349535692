import { useState, type FormEvent } from 'react';
import { copy } from '../../../../shared/copy.js';
import { limits } from '../../../../shared/limits.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormProblem, useFormProblem } from '../../../components/ui/form-problem';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formValues } from '../../../lib/form-values';
import { passwordChangeProblem } from '../account-checks';
import { useChangePassword } from '../api/change-password';
import './account-form.css';

type Success = { message: string; count: number };

/** My page → パスワード変更: the current password, then the new one twice. */
export function PasswordForm() {
  const change = useChangePassword();
  const { problem, show, clear } = useFormProblem();
  const [success, setSuccess] = useState<Success | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const values = formValues(form, ['currentPassword', 'newPassword', 'newPasswordConfirm']);
    setSuccess(null);
    const local = passwordChangeProblem(values);
    if (local) {
      show(local);
      return;
    }
    clear();
    change.mutate(values, {
      onSuccess: ({ message }) => {
        // Passwords do not stay on the screen once they have done their job.
        form.reset();
        setSuccess((last) => ({ message, count: (last?.count ?? 0) + 1 }));
      },
      onError: (error) => show(errorMessage(error)),
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      {success && (
        <Alert key={success.count} tone="success">
          {success.message}
        </Alert>
      )}
      <TextField
        label={copy.mypage.currentPasswordLabel}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label={copy.mypage.newPasswordLabel}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={limits.minPasswordLength}
        required
      />
      <TextField
        label={copy.mypage.confirmPasswordLabel}
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" aria-disabled={change.isPending || undefined} className="account-form__submit">
        {change.isPending ? copy.login.working : copy.mypage.changePassword}
      </Button>
    </form>
  );
}
