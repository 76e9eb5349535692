import { useState, type FormEvent } from 'react';
import { profileFields, profileProblem, type ProfileField } from '#shared/checks/account-checks.js';
import { emailChangeProblem, isNewEmail } from '#shared/checks/email-change-checks.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import type { Profile } from '#shared/schemas/account.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { TextField } from '#web/components/ui/text-field';
import { formValues } from '#web/lib/form-values';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import './account-form.css';

type ProfileSettingsProps = { onSaved?: (profile: Profile) => void };

/** My page → プロフィール: loads the member's profile, then the form. */
export function ProfileSettings({ onSaved }: ProfileSettingsProps) {
  const profile = useProfile();
  if (profile.data) return <ProfileForm profile={profile.data} onSaved={onSaved} />;
  if (profile.isError) {
    return (
      <QueryProblem
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <Spinner />;
}

type ProfileFormField = ProfileField | 'currentPassword';
const formFields: readonly ProfileFormField[] = [...profileFields, 'currentPassword'];

/**
 * E-mail (required, must stay unique) and display name (optional). A new e-mail asks for the
 * current password and takes effect from the link mailed to it.
 */
function ProfileForm({ profile, onSaved }: { profile: Profile } & ProfileSettingsProps) {
  const update = useUpdateProfile();
  const { formRef, problem, fail, failWith, clear, clearField, errorOf } = useFormProblem<ProfileFormField>();
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const { message: saved, report, clear: clearSaved } = useStatusMessage();
  const changingEmail = isNewEmail(email, profile.email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const values = formValues(event.currentTarget, profileFields);
    clearSaved();
    const local = profileProblem(values) ?? emailChangeProblem({ ...values, currentPassword }, profile.email);
    if (local) {
      fail(local);
      return;
    }
    clear();
    update.mutate(
      { ...values, ...(changingEmail ? { currentPassword } : {}) },
      {
        onSuccess: (next) => {
          const text = next.pendingEmail
            ? copy.mypage.emailChangeSent(next.pendingEmail)
            : copy.mypage.profileSaved;
          report('success', text);
          // Until the link is opened the address stays as it was.
          setEmail(next.email);
          setCurrentPassword('');
          onSaved?.({ email: next.email, displayName: next.displayName });
        },
        onError: (error) => failWith(error, formFields),
      },
    );
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      <StatusMessage message={saved} />
      <TextField
        label={copy.mypage.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errorOf('email')}
        required
      />
      {changingEmail && (
        <TextField
          label={copy.mypage.emailChangePasswordLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
            clearField('currentPassword');
          }}
          error={errorOf('currentPassword')}
          required
        />
      )}
      <TextField
        label={copy.mypage.displayNameLabel}
        name="displayName"
        autoComplete="nickname"
        maxLength={limits.displayNameMaxLength}
        defaultValue={profile.displayName ?? ''}
        error={errorOf('displayName')}
      />
      <Button type="submit" aria-disabled={update.isPending || undefined} className="account-form__submit">
        {update.isPending ? copy.login.working : copy.mypage.saveProfile}
      </Button>
    </form>
  );
}
