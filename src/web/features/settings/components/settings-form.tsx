import { useState, type FormEvent } from 'react';
import { settingsFields, settingsProblem, type SettingsField } from '#shared/checks/settings-checks.js';
import { copy } from '#shared/copy.js';
import type { SiteSettings } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { FormProblem, useFormProblem } from '#web/components/ui/form-problem';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { TextField } from '#web/components/ui/text-field';
import { useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { settingsInputOf, settingsValuesOf, type SettingsValues } from '../settings-form-values';
import './settings-form.css';

/** 設定: the site's name, its three links and the weekly live lesson. */
export function SiteSettingsEditor() {
  const settings = useSiteSettings();
  if (settings.isError && !settings.data) {
    return (
      <QueryProblem
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
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
  const [values, setValues] = useState<SettingsValues>(() => settingsValuesOf(initial));
  const { message: saved, report, clear: clearSaved } = useStatusMessage();
  const { formRef, problem, fail, failWith, clear, clearField, errorOf } = useFormProblem<SettingsField>();

  const set = (field: keyof SettingsValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    clearSaved();
    const found = settingsProblem(values);
    if (found) {
      fail(found);
      return;
    }
    clear();
    save.mutate(settingsInputOf(values), {
      onSuccess: ({ message: text, settings }) => {
        setValues(settingsValuesOf(settings));
        report('success', text || copy.admin.settingsSaved);
      },
      onError: (error) => failWith(error, settingsFields),
    });
  };

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={submit}>
      <FormProblem problem={problem} />
      <StatusMessage message={saved} />
      <TextField
        label={copy.admin.settings.siteName}
        name="siteName"
        autoComplete="off"
        maxLength={50}
        value={values.siteName}
        onChange={(event) => set('siteName', event.currentTarget.value)}
        error={errorOf('siteName')}
        required
      />
      {urlFields.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={500}
          hint={copy.admin.settings.urlHint}
          value={values[field]}
          onChange={(event) => set(field, event.currentTarget.value)}
          error={errorOf(field)}
        />
      ))}
      <div className="settings-form__row">
        <SelectField
          label={copy.admin.settings.liveWeekday}
          name="liveWeekday"
          options={weekdayOptions}
          value={values.liveWeekday}
          onChange={(event) => set('liveWeekday', event.currentTarget.value)}
        />
        <TextField
          label={copy.admin.settings.liveTime}
          name="liveTime"
          type="time"
          value={values.liveTime}
          onChange={(event) => set('liveTime', event.currentTarget.value)}
          error={errorOf('liveTime')}
          required
        />
      </div>
      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? copy.admin.working : copy.admin.settings.save}
        </Button>
      </div>
    </form>
  );
}
