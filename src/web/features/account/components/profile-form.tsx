import { useRef, useState, type FormEvent } from 'react';
import {
  profileFields,
  profileProblem,
  type ProfileField,
} from '../../../../shared/checks/account-checks.js';
import { copy } from '../../../../shared/copy.js';
import { limits } from '../../../../shared/limits.js';
import type { Profile } from '../../../../shared/schemas/account.js';
import { QueryProblem } from '../../../components/query-problem';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormProblem, useFormProblem } from '../../../components/ui/form-problem';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { focusControl, formValues } from '../../../lib/form-values';
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

/** E-mail (required, must stay unique) and display name (optional). */
export function ProfileForm({ profile, onSaved }: { profile: Profile } & ProfileSettingsProps) {
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const { problem, fail, failWith, clear, errorOf } = useFormProblem<ProfileField>((field) =>
    focusControl(formRef.current, field),
  );
  // Counts the saves, so the success message is announced again after each one.
  const [saved, setSaved] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const values = formValues(event.currentTarget, profileFields);
    setSaved(0);
    const local = profileProblem(values);
    if (local) {
      fail(local);
      return;
    }
    clear();
    update.mutate(values, {
      onSuccess: (next) => {
        setSaved((count) => count + 1);
        onSaved?.(next);
      },
      onError: (error) => failWith(error, profileFields),
    });
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      {saved > 0 && (
        <Alert key={saved} tone="success">
          {copy.mypage.profileSaved}
        </Alert>
      )}
      <TextField
        label={copy.mypage.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={profile.email}
        error={errorOf('email')}
        required
      />
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
