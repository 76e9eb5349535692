import { describe, expect, it } from 'vitest';
import { pageWithSiteName, pageWithTimeZone } from './fill-page.js';

const page = '<title>からだ日和</title><meta property="og:site_name" content="からだ日和">';

describe('pageWithSiteName', () => {
  it('puts the site name, escaped, where the default name was', () => {
    expect(pageWithSiteName(page, 'ゆるり<日和>')).toBe(
      '<title>ゆるり&#60;日和&#62;</title><meta property="og:site_name" content="ゆるり&#60;日和&#62;">',
    );
  });

  it('inserts $ signs in the name as written', () => {
    expect(pageWithSiteName(page, '日和$&$1$$')).toBe(
      '<title>日和$&#38;$1$$</title><meta property="og:site_name" content="日和$&#38;$1$$">',
    );
  });
});

describe('pageWithTimeZone', () => {
  it('puts the business time zone on the root element', () => {
    expect(pageWithTimeZone('<!doctype html>\n<html lang="ja">\n<head>', 'America/Los_Angeles')).toBe(
      '<!doctype html>\n<html lang="ja" data-time-zone="America/Los_Angeles">\n<head>',
    );
  });
});
