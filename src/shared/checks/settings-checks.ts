import { copy } from '../copy.js';
import type { SiteSettings } from '../schemas/admin.js';
import { isBlank, type FieldProblem } from './field-problem.js';
import { httpUrl } from './http-url.js';

// The checks of the admin settings form, made by the form and again by the server.

export const settingsFields = ['siteName', 'joinUrl', 'communityUrl', 'liveLessonUrl', 'liveTime'] as const;
export type SettingsField = (typeof settingsFields)[number];

const linkFields = ['joinUrl', 'communityUrl', 'liveLessonUrl'] as const;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
// The site name goes into titles, mail subjects and calendar files, where a line break would
// start a line of its own.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Links may be empty (null or blank: the link is not shown). */
export type SettingsCheckInput = Pick<SiteSettings, 'siteName' | 'liveTime'> &
  Record<(typeof linkFields)[number], string | null>;

/** The first problem, field by field from the top; null when the settings can be saved. */
export function settingsProblem(input: SettingsCheckInput): FieldProblem<SettingsField> | null {
  if (isBlank(input.siteName)) return { field: 'siteName', message: copy.admin.siteNameMissing };
  if (controlCharacters.test(input.siteName))
    return { field: 'siteName', message: copy.admin.siteNameInvalid };
  for (const field of linkFields) {
    const link = input[field] ?? '';
    if (!isBlank(link) && !httpUrl(link)) return { field, message: copy.admin.urlInvalid };
  }
  if (!timePattern.test(input.liveTime))
    return { field: 'liveTime', message: copy.admin.settings.timeInvalid };
  return null;
}
