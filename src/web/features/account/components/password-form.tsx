import { useState, type FormEvent } from 'react';
import {
  passwordChangeFields,
  passwordChangeProblem,
  type PasswordChangeField,
} from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { TextField } from '#web/components/ui/text-field';
import { formValues } from '#web/lib/form-values';
import { useChangePassword } from '../api/change-password';
import './account-form.css';

type Success = { message: string; count: number };

/** My page → パスワード変更: the current password, then the new one twice. */
export function PasswordForm() {
  const change = useChangePassword();
  const { formRef, problem, fail, failWith, clear, errorOf } = useFormProblem<PasswordChangeField>();
  const [success, setSuccess] = useState<Success | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const values = formValues(form, passwordChangeFields);
    setSuccess(null);
    const local = passwordChangeProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    change.mutate(values, {
      onSuccess: ({ message }) => {
        // Passwords do not stay on the screen once they have done their job.
        form.reset();
        setSuccess((last) => ({ message, count: (last?.count ?? 0) + 1 }));
      },
      onError: (error) => failWith(error, passwordChangeFields),
    });
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
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
        error={errorOf('currentPassword')}
        required
      />
      <TextField
        label={copy.mypage.newPasswordLabel}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={limits.minPasswordLength}
        error={errorOf('newPassword')}
        required
      />
      <TextField
        label={copy.mypage.confirmPasswordLabel}
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPasswordConfirm')}
        required
      />
      <Button type="submit" aria-disabled={change.isPending || undefined} className="account-form__submit">
        {change.isPending ? copy.login.working : copy.mypage.changePassword}
      </Button>
    </form>
  );
}
