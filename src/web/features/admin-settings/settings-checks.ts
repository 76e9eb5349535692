import { copy } from '../../../shared/copy.js';
import type { SiteSettings } from '../../../shared/schemas/admin.js';
import { httpUrl } from '../../lib/http-url';

export type SettingsValues = {
  siteName: string;
  joinUrl: string;
  communityUrl: string;
  liveLessonUrl: string;
  liveWeekday: string;
  liveTime: string;
};

export type SettingsField = keyof SettingsValues;
export type SettingsProblem = { field: SettingsField; message: string };

export function settingsValuesOf(settings: SiteSettings): SettingsValues {
  return {
    siteName: settings.siteName,
    joinUrl: settings.joinUrl ?? '',
    communityUrl: settings.communityUrl ?? '',
    liveLessonUrl: settings.liveLessonUrl ?? '',
    liveWeekday: String(settings.liveWeekday),
    liveTime: settings.liveTime,
  };
}

const urlFields = ['joinUrl', 'communityUrl', 'liveLessonUrl'] as const;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The first problem, field by field from the top; null when the settings can be saved. */
export function settingsProblem(values: SettingsValues): SettingsProblem | null {
  if (!values.siteName.trim()) return { field: 'siteName', message: copy.admin.siteNameMissing };
  for (const field of urlFields) {
    if (values[field].trim() && !httpUrl(values[field])) return { field, message: copy.admin.urlInvalid };
  }
  if (!timePattern.test(values.liveTime))
    return { field: 'liveTime', message: copy.admin.settings.timeInvalid };
  return null;
}

/** What is sent: an empty link is null (the link is not shown). */
export function settingsInputOf(values: SettingsValues): SiteSettings {
  const link = (text: string) => (text.trim() ? text.trim() : null);
  return {
    siteName: values.siteName.trim(),
    joinUrl: link(values.joinUrl),
    communityUrl: link(values.communityUrl),
    liveLessonUrl: link(values.liveLessonUrl),
    liveWeekday: Number(values.liveWeekday),
    liveTime: values.liveTime,
  };
}
