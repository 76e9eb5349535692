import { staffInviteFields, staffInviteProblem } from '#shared/checks/staff-checks.js';
import { copy } from '#shared/copy.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import { EmailField } from '#web/components/form/email-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { FormMessages } from '#web/components/form/form-messages';
import { useForm } from '#web/components/form/use-form';
import { SelectField } from '#web/components/ui/select-field';
import { useInviteStaff } from '../api/invite-staff';
import './staff.css';

const words = copy.staff;
const roleOptions = [
  { value: 'editor', label: words.roles.editor },
  { value: 'owner', label: words.roles.owner },
] as const;

/** スタッフを招待する: an address and a role; the mail carries a single-use link for 7 days. */
export function StaffInviteForm() {
  const invite = useInviteStaff();
  const form = useForm({
    initial: { email: '', role: 'editor' as StaffRole },
    check: staffInviteProblem,
    submit: (values) => invite.mutateAsync(values),
    fields: staffInviteFields,
    success: ({ message }) => message,
    // Ready for the next person; the role chosen stays.
    onSuccess: () => ({ email: '' }),
  });
  const role = form.field('role');
  return (
    <section className="panel staff-panel" aria-labelledby="staff-invite-heading">
      <h2 id="staff-invite-heading">{words.inviteHeading}</h2>
      <p>{words.inviteIntro}</p>
      <form className="staff-invite" {...form.formProps}>
        <FormMessages form={form} />
        <EmailField form={form} name="email" label={words.emailLabel} />
        <SelectField
          label={words.roleLabel}
          options={roleOptions}
          hint={words.roleHints[form.values.role]}
          {...role}
        />
        <SubmitButton form={form}>{words.inviteSubmit}</SubmitButton>
      </form>
    </section>
  );
}
