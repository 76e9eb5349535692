import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import { settingsProblem, type SettingsCheckInput } from './settings-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

const values = (changes: Partial<SettingsCheckInput> = {}): SettingsCheckInput => ({
  siteName: 'からだ日和',
  joinUrl: '',
  communityUrl: 'https://line.example.jp/karada',
  liveLessonUrl: null,
  liveTime: '21:00',
  ...changes,
});

describe('settingsProblem', () => {
  it('accepts the defaults, empty links included', () => {
    expect(settingsProblem(values())).toBeNull();
  });

  it('asks for a site name first', () => {
    expect(settingsProblem(values({ siteName: ' ', joinUrl: 'bad' }))).toEqual(
      fieldProblem('siteName', copy.admin.siteNameMissing),
    );
  });

  it('refuses line breaks and other control characters in the site name', () => {
    for (const siteName of [
      'ヨガ\rATTENDEE:mailto:x@evil.example',
      'からだ\n日和',
      'から\u0000だ',
      'からだ\u007f',
    ]) {
      expect(settingsProblem(values({ siteName })), JSON.stringify(siteName)).toEqual(
        fieldProblem('siteName', copy.admin.siteNameInvalid),
      );
    }
  });

  it('accepts only http and https links', () => {
    expect(settingsProblem(values({ liveLessonUrl: 'zoom.us/j/1' }))).toEqual(
      fieldProblem('liveLessonUrl', copy.admin.urlInvalid),
    );
    expect(settingsProblem(values({ joinUrl: 'javascript:alert(1)' }))?.field).toBe('joinUrl');
  });

  it('checks the links from the top, after the site name', () => {
    expect(settingsProblem(values({ joinUrl: 'bad', liveLessonUrl: 'bad', liveTime: '' }))?.field).toBe(
      'joinUrl',
    );
    expect(settingsProblem(values({ communityUrl: 'https:line.example.jp' }))?.field).toBe('communityUrl');
  });

  it('wants a time as HH:MM', () => {
    expect(settingsProblem(values({ liveTime: '' }))?.field).toBe('liveTime');
    expect(settingsProblem(values({ liveTime: '24:00' }))?.field).toBe('liveTime');
  });
});
