import { describe, expect, it } from 'vitest';
import { copy } from '../copy.js';
import type { ContentInput } from '../schemas/admin.js';
import { isValidDay } from '../business-time.js';
import { contentProblem, isBlankHtml, wholeViewCount } from './content-checks.js';
import { fieldProblem } from '#tests/support/field-problem.js';

type Input = Pick<ContentInput, 'title' | 'type' | 'date' | 'videoUrl' | 'body'>;

const video = (changes: Partial<Input> = {}): Input => ({
  title: 'ひざにやさしいスクワット',
  type: 'video',
  date: '2026-11-21',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  body: '',
  ...changes,
});

const article = (changes: Partial<Input> = {}): Input =>
  video({ type: 'article', videoUrl: '', body: '<p>朝の白湯</p>', ...changes });

describe('contentProblem', () => {
  it('accepts a complete video and a complete article', () => {
    expect(contentProblem(video())).toBeNull();
    expect(contentProblem(article())).toBeNull();
  });

  it("checks in the seed's order: title, link, YouTube, body", () => {
    expect(contentProblem(video({ title: '  ', videoUrl: '' }))).toEqual(
      fieldProblem('title', copy.admin.titleMissing),
    );
    expect(contentProblem(video({ videoUrl: ' ' }))?.message).toBe(copy.admin.videoUrlMissing);
    expect(contentProblem(video({ videoUrl: 'https://vimeo.com/123' }))).toEqual(
      fieldProblem('videoUrl', copy.admin.notYoutube),
    );
    expect(contentProblem(video({ videoUrl: 'https://youtu.be/short' }))?.message).toBe(
      copy.admin.notYoutube,
    );
    expect(contentProblem(article({ body: '<p></p>' }))).toEqual(
      fieldProblem('body', copy.admin.bodyMissing),
    );
  });

  it('does not ask an article for a link, nor a video for a body', () => {
    expect(contentProblem(article({ videoUrl: 'not a link' }))).toBeNull();
    expect(contentProblem(video({ body: '' }))).toBeNull();
  });

  it('refuses a day that does not exist, after the other fields', () => {
    expect(contentProblem(video({ date: '2026-02-30' }))?.field).toBe('date');
    expect(contentProblem(video({ date: '' }))?.message).toBe(copy.admin.dateInvalid);
    expect(contentProblem(video({ date: '2026-02-30', videoUrl: '' }))?.field).toBe('videoUrl');
  });
});

describe('isBlankHtml', () => {
  it('sees an empty editor as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
  });

  it('sees words or a picture as content', () => {
    expect(isBlankHtml('<h2>見出し</h2>')).toBe(false);
    expect(isBlankHtml('<p>本文</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.webp" alt=""></p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/images/a.webp"></p>')).toBe(false);
  });
});

describe('isValidDay', () => {
  it('knows calendar days', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-13-01')).toBe(false);
    expect(isValidDay('2026-1-01')).toBe(false);
  });
});

describe('wholeViewCount', () => {
  it('reads whole numbers from 0 up, typed or sent as numbers', () => {
    expect(wholeViewCount(' 120 ')).toBe(120);
    expect(wholeViewCount(250)).toBe(250);
    expect(wholeViewCount('0')).toBe(0);
  });

  it('leaves anything else to become 0', () => {
    for (const value of ['-3', '1.5', 'abc', '', -5, 12.5, null, '99999999999999999999']) {
      expect(wholeViewCount(value)).toBeNull();
    }
  });
});
