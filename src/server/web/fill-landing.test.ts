import { describe, expect, it } from 'vitest';
import { fillLanding } from './fill-landing.js';

const template =
  '<title>%SITE_NAME%</title><link rel="canonical" href="%PUBLIC_URL%/landing">' +
  '<!--join--><a href="%JOIN_URL%">入会する</a><!--/join-->' +
  '<!--community--><a href="%COMMUNITY_URL%">コミュニティ</a><!--/community--><a href="/password">合言葉</a>' +
  '<!--join--><a class="again" href="%JOIN_URL%">入会</a><!--/join-->';
const settings = {
  siteName: 'からだ日和',
  joinUrl: 'https://join.example.jp/?plan=a&b=1',
  communityUrl: null,
  liveLessonUrl: null,
  liveWeekday: 3,
  liveTime: '21:00',
};

describe('fillLanding', () => {
  it('fills in the settings, escaped', () => {
    const html = fillLanding(
      template,
      { ...settings, siteName: 'からだ<日和>' },
      'https://karada.example.jp',
    );
    expect(html).toContain('<title>からだ&#60;日和&#62;</title>');
    expect(html).toContain('href="https://karada.example.jp/landing"');
    expect(html).toContain('<a href="https://join.example.jp/?plan=a&#38;b=1">入会する</a>');
    expect(html.match(/join\.example\.jp/g)).toHaveLength(2);
  });

  it('drops every join link when none is set, and keeps the rest', () => {
    const html = fillLanding(template, { ...settings, joinUrl: null }, 'https://karada.example.jp');
    expect(html).not.toContain('入会');
    expect(html).not.toContain('<!--');
    expect(html).toContain('<a href="/password">合言葉</a>');
  });
});
