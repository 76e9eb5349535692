import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { writtenLogoHtml } from '#shared/member-first-screen.js';
import { Logo } from './logo';

describe('the logo a first screen writes', () => {
  it('is the markup the app draws, so nothing changes when the app takes the page over', () => {
    for (const name of ['からだ日和', '<b>ゆるり</b> & "日和"']) {
      expect(writtenLogoHtml(name)).toBe(renderToStaticMarkup(<Logo name={name} />));
    }
  });
});
