import { settingsFields, settingsProblem } from '#shared/checks/settings-checks.js';
import { copy } from '#shared/copy.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { FormMessages } from '#web/components/form/form-messages';
import { TitleField } from '#web/components/form/title-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { UnsavedChangesGuard } from '#web/components/form/unsaved-changes-guard';
import { useForm } from '#web/components/form/use-form';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { UrlField } from '#web/components/ui/url-field';
import { useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { settingsInputOf, settingsValuesOf } from '../settings-form-values';
import './settings-form.css';

/** 設定: the site's name, its three links and the weekly live lesson. */
export function SiteSettingsEditor() {
  const settings = useSiteSettings();
  if (settings.isError && !settings.data) {
    return <QueryProblem query={settings} />;
  }
  if (!settings.data) return <Spinner />;
  return <SettingsForm initial={settings.data} />;
}

const weekdayOptions = copy.admin.settings.weekdays.map((label, index) => ({ value: String(index), label }));

const urlFields = [
  ['joinUrl', copy.admin.settings.joinUrl],
  ['communityUrl', copy.admin.settings.communityUrl],
  ['liveLessonUrl', copy.admin.settings.liveLessonUrl],
] as const;

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm({
    initial: () => settingsValuesOf(initial),
    check: settingsProblem,
    submit: (values) => save.mutateAsync(settingsInputOf(values)),
    fields: settingsFields,
    success: ({ message }) => message || copy.admin.settingsSaved,
    onSuccess: ({ settings }) => settingsValuesOf(settings),
  });

  return (
    <form className="settings-form" {...form.formProps}>
      <UnsavedChangesGuard form={form} />
      <FormMessages form={form} />
      <TitleField form={form} name="siteName" label={copy.admin.settings.siteName} maxLength={50} />
      {urlFields.map(([field, label]) => (
        <UrlField
          key={field}
          label={label}
          maxLength={500}
          hint={copy.admin.settings.urlHint}
          {...form.field(field)}
        />
      ))}
      <div className="settings-form__row">
        <SelectField
          label={copy.admin.settings.liveWeekday}
          options={weekdayOptions}
          {...form.field('liveWeekday')}
        />
        <TextField label={copy.admin.settings.liveTime} type="time" {...form.field('liveTime')} required />
      </div>
      <div>
        <SubmitButton form={form}>{copy.admin.settings.save}</SubmitButton>
      </div>
    </form>
  );
}
