import { describe, expect, it } from 'vitest';
import { copy } from '../../../shared/copy.js';
import {
  contentInputOf,
  contentProblem,
  emptyContentValues,
  fieldOfMessage,
  isBlankHtml,
  isValidDay,
  today,
  viewCountInput,
  type ContentFormValues,
} from './content-checks';

const video = (changes: Partial<ContentFormValues> = {}): ContentFormValues => ({
  ...emptyContentValues('2026-11-21'),
  title: 'ひざにやさしいスクワット',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...changes,
});

const article = (changes: Partial<ContentFormValues> = {}): ContentFormValues =>
  video({ type: 'article', videoUrl: '', body: '<p>朝の白湯</p>', ...changes });

describe('contentProblem', () => {
  it('accepts a complete video and a complete article', () => {
    expect(contentProblem(video())).toBeNull();
    expect(contentProblem(article())).toBeNull();
  });

  it("checks in the seed's order: title, link, YouTube, body", () => {
    expect(contentProblem(video({ title: '  ', videoUrl: '' }))).toEqual({
      field: 'title',
      message: copy.admin.titleMissing,
    });
    expect(contentProblem(video({ videoUrl: ' ' }))?.message).toBe(copy.admin.videoUrlMissing);
    expect(contentProblem(video({ videoUrl: 'https://vimeo.com/123' }))?.message).toBe(copy.admin.notYoutube);
    expect(contentProblem(video({ videoUrl: 'https://youtu.be/short' }))?.message).toBe(
      copy.admin.notYoutube,
    );
    expect(contentProblem(article({ body: '<p></p>' }))).toEqual({
      field: 'body',
      message: copy.admin.bodyMissing,
    });
  });

  it('does not ask an article for a link, nor a video for a body', () => {
    expect(contentProblem(article({ videoUrl: 'not a link' }))).toBeNull();
    expect(contentProblem(video({ body: '' }))).toBeNull();
  });

  it('refuses a day that does not exist', () => {
    expect(contentProblem(video({ date: '2026-02-30' }))?.field).toBe('date');
    expect(contentProblem(video({ date: '' }))?.message).toBe(copy.admin.dateInvalid);
  });
});

describe('isBlankHtml', () => {
  it('sees an empty editor as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
  });

  it('sees words or a picture as content', () => {
    expect(isBlankHtml('<h2>見出し</h2>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.webp" alt=""></p>')).toBe(false);
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

describe('today', () => {
  it('is the day in the business zone, not UTC', () => {
    expect(today('Asia/Tokyo', new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
  });
});

describe('viewCountInput and contentInputOf', () => {
  it('sends whole numbers as numbers and anything else as typed', () => {
    expect(viewCountInput(' 120 ')).toBe(120);
    expect(viewCountInput('-3')).toBe('-3');
    expect(viewCountInput('1.5')).toBe('1.5');
    expect(viewCountInput('abc')).toBe('abc');
  });

  it('sends only the field of the type', () => {
    const input = contentInputOf(video({ body: '<p>残り</p>', title: ' 題 ' }));
    expect(input).toMatchObject({
      title: '題',
      type: 'video',
      body: '',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(contentInputOf(article({ videoUrl: 'https://youtu.be/x' })).videoUrl).toBe('');
  });
});

describe('fieldOfMessage', () => {
  it('ties the server messages to their fields', () => {
    expect(fieldOfMessage(copy.admin.notYoutube)).toBe('videoUrl');
    expect(fieldOfMessage(copy.admin.bodyMissing)).toBe('body');
    expect(fieldOfMessage('something else')).toBeNull();
  });
});

describe('a live archive', () => {
  it('needs the lesson date only when the box is ticked, and sends null otherwise', () => {
    expect(contentProblem(video({ isLiveArchive: false, liveLessonDate: '' }))).toBeNull();
    expect(
      contentInputOf(video({ isLiveArchive: false, liveLessonDate: '2026-11-25' })).liveLessonDate,
    ).toBeNull();
    expect(contentProblem(video({ isLiveArchive: true, liveLessonDate: '' }))).toEqual({
      field: 'liveLessonDate',
      message: copy.live.admin.archiveDateInvalid,
    });
    expect(contentInputOf(video({ isLiveArchive: true, liveLessonDate: '2026-11-25' })).liveLessonDate).toBe(
      '2026-11-25',
    );
    expect(fieldOfMessage(copy.live.admin.archiveDateInvalid)).toBe('liveLessonDate');
  });
});
