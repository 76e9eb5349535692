import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.js';

describe('youtubeVideoId', () => {
  it.each([
    'https://www.youtube.com/watch?v=abcDEF12345',
    'https://youtube.com/watch?feature=share&v=abcDEF12345',
    'https://m.youtube.com/watch?v=abcDEF12345',
    'https://youtu.be/abcDEF12345',
    'https://youtu.be/abcDEF12345?si=tracking',
    'https://www.youtube.com/embed/abcDEF12345',
    'https://www.youtube.com/shorts/abcDEF12345',
    'https://www.youtube.com/live/abcDEF12345?feature=share',
    'https://www.youtube-nocookie.com/embed/abcDEF12345',
    '  https://youtu.be/abcDEF12345  ',
  ])('reads the id from %s', (link) => {
    expect(youtubeVideoId(link)).toBe('abcDEF12345');
  });

  it.each([
    '',
    'abcDEF12345',
    'https://youtu.be/short',
    'https://www.youtube.com/watch?v=abcDEF1234567',
    'https://evil.example/watch?v=abcDEF12345',
    'https://www.youtube.com.evil.example/watch?v=abcDEF12345',
    'javascript:alert(1)//youtu.be/abcDEF12345',
  ])('refuses %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it('builds the privacy-enhanced embed address', () => {
    expect(youtubeEmbedUrl('abcDEF12345')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
  });
});
