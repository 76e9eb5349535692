import { describe, expect, it } from 'vitest';
import { settingsInputOf, settingsValuesOf, type SettingsValues } from './settings-form-values';

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
