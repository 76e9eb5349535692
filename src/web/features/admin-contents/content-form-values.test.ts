import { describe, expect, it } from 'vitest';
import {
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
