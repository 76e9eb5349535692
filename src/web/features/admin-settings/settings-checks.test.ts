import { describe, expect, it } from 'vitest';
import { copy } from '../../../shared/copy.js';
import { settingsInputOf, settingsProblem, settingsValuesOf, type SettingsValues } from './settings-checks';

const values = (changes: Partial<SettingsValues> = {}): SettingsValues => ({
  ...settingsValuesOf({
    siteName: 'からだ日和',
    joinUrl: null,
    communityUrl: 'https://line.example.jp/karada',
    liveLessonUrl: null,
    liveWeekday: 3,
    liveTime: '21:00',
  }),
  ...changes,
});

describe('settingsProblem', () => {
  it('accepts the defaults, empty links included', () => {
    expect(settingsProblem(values())).toBeNull();
  });

  it('asks for a site name first', () => {
    expect(settingsProblem(values({ siteName: ' ', joinUrl: 'bad' }))).toEqual({
      field: 'siteName',
      message: copy.admin.siteNameMissing,
    });
  });

  it('accepts only http and https links', () => {
    expect(settingsProblem(values({ liveLessonUrl: 'zoom.us/j/1' }))).toEqual({
      field: 'liveLessonUrl',
      message: copy.admin.urlInvalid,
    });
    expect(settingsProblem(values({ joinUrl: 'javascript:alert(1)' }))?.field).toBe('joinUrl');
  });

  it('wants a time as HH:MM', () => {
    expect(settingsProblem(values({ liveTime: '' }))?.field).toBe('liveTime');
    expect(settingsProblem(values({ liveTime: '24:00' }))?.field).toBe('liveTime');
  });
});

describe('settingsInputOf', () => {
  it('sends empty links as null and the weekday as a number', () => {
    expect(settingsInputOf(values({ joinUrl: '  ', liveWeekday: '0' }))).toEqual({
      siteName: 'からだ日和',
      joinUrl: null,
      communityUrl: 'https://line.example.jp/karada',
      liveLessonUrl: null,
      liveWeekday: 0,
      liveTime: '21:00',
    });
  });
});
