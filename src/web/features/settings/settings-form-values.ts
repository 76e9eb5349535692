import type { SiteSettings } from '#shared/schemas/admin.js';

// The settings form: its values as typed and what it sends. Its checks are the server's too
// (shared/checks/settings-checks.ts).

export type SettingsValues = {
  siteName: string;
  joinUrl: string;
  communityUrl: string;
  liveLessonUrl: string;
  liveWeekday: string;
  liveTime: string;
};

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
