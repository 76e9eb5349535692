import { profileFields, profileProblem, type ProfileField } from '#shared/checks/account-checks.js';
import { emailChangeProblem, isNewEmail } from '#shared/checks/email-change-checks.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import type { Profile } from '#shared/schemas/account.js';
import { QueryProblem } from '#web/components/query-problem';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useForm } from '#web/components/form/use-form';
import { EmailField } from '#web/components/form/email-field';
import { CurrentPasswordField } from '#web/components/form/current-password-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import './account-form.css';

type ProfileSettingsProps = { onSaved?: (profile: Profile) => void };

/** My page → プロフィール: loads the member's profile, then the form. */
export function ProfileSettings({ onSaved }: ProfileSettingsProps) {
  const profile = useProfile();
  if (profile.data) return <ProfileForm profile={profile.data} onSaved={onSaved} />;
  if (profile.isError) {
    return <QueryProblem query={profile} />;
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
  const form = useForm({
    initial: { email: profile.email, currentPassword: '', displayName: profile.displayName ?? '' },
    check: (values) => profileProblem(values) ?? emailChangeProblem(values, profile.email),
    submit: ({ currentPassword, ...values }) =>
      update.mutateAsync({
        ...values,
        ...(isNewEmail(values.email, profile.email) ? { currentPassword } : {}),
      }),
    fields: formFields,
    success: (next) =>
      next.pendingEmail ? copy.mypage.emailChangeSent(next.pendingEmail) : copy.mypage.profileSaved,
    onSuccess: (next) => {
      onSaved?.({ email: next.email, displayName: next.displayName });
      // Until the link is opened the address stays as it was.
      return { email: next.email, currentPassword: '' };
    },
  });
  const changingEmail = isNewEmail(form.values.email, profile.email);

  return (
    <form className="account-form" {...form.formProps}>
      <FormMessages form={form} />
      <EmailField form={form} name="email" label={copy.mypage.emailLabel} />
      {changingEmail && (
        <CurrentPasswordField
          form={form}
          name="currentPassword"
          label={copy.mypage.emailChangePasswordLabel}
        />
      )}
      <TextField
        label={copy.mypage.displayNameLabel}
        autoComplete="nickname"
        maxLength={limits.displayNameMaxLength}
        {...form.field('displayName')}
      />
      <SubmitButton form={form} className="account-form__submit">
        {copy.mypage.saveProfile}
      </SubmitButton>
    </form>
  );
}
