import { describe, expect, it } from 'vitest';
import { pageWithSiteName } from './fill-page.js';

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
