import { describe, expect, it } from 'vitest';
import { contentProblem } from '#shared/checks/content-checks.js';
import { copy } from '#shared/copy.js';
import {
  contentFormProblem,
  contentInputOf,
  emptyContentValues,
  today,
  viewCountInput,
  type ContentFormValues,
} from './content-form-values';

const video = (changes: Partial<ContentFormValues> = {}): ContentFormValues => ({
  ...emptyContentValues('2026-11-21'),
  title: 'ひざにやさしいスクワット',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...changes,
});

const article = (changes: Partial<ContentFormValues> = {}): ContentFormValues =>
  video({ type: 'article', videoUrl: '', body: '<p>朝の白湯</p>', ...changes });

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

describe('a live archive', () => {
  it('needs the lesson date only when the box is ticked, and sends null otherwise', () => {
    expect(contentProblem(contentInputOf(video({ isLiveArchive: false, liveLessonDate: '' })))).toBeNull();
    expect(
      contentInputOf(video({ isLiveArchive: false, liveLessonDate: '2026-11-25' })).liveLessonDate,
    ).toBeNull();
    expect(contentProblem(contentInputOf(video({ isLiveArchive: true, liveLessonDate: '' })))).toEqual({
      field: 'liveLessonDate',
      message: copy.live.admin.archiveDateInvalid,
    });
    expect(contentInputOf(video({ isLiveArchive: true, liveLessonDate: '2026-11-25' })).liveLessonDate).toBe(
      '2026-11-25',
    );
  });
});

describe('an uploaded video instead of a YouTube link', () => {
  it('sends the video id and no link, whatever was typed in the link field before', () => {
    const input = contentInputOf(video({ videoSource: 'upload', videoId: 'video-1' }));
    expect(input.videoId).toBe('video-1');
    expect(input.videoUrl).toBe('');
    expect(contentFormProblem(video({ videoSource: 'upload', videoId: 'video-1' }))).toBeNull();
    // Back to the link: the uploaded video is not sent.
    expect(contentInputOf(video({ videoSource: 'youtube', videoId: 'video-1' })).videoId).toBeNull();
  });

  it('asks for a file when 動画ファイルをアップロード is chosen and nothing was sent yet, after the title', () => {
    expect(contentFormProblem(video({ videoSource: 'upload', videoId: null }))).toEqual({
      field: 'videoId',
      message: copy.videoUpload.fileMissing,
    });
    expect(contentFormProblem(video({ videoSource: 'upload', videoId: null, title: ' ' }))?.field).toBe(
      'title',
    );
  });
});
