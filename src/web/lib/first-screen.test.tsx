import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenElementId, firstScreenPaths } from '#shared/member-first-screen.js';
import { paths } from '#web/config/paths';
import { useFirstScreenHandover } from './first-screen';

function Screen() {
  useFirstScreenHandover();
  return <h1>新着コンテンツ</h1>;
}

describe('the server’s first screen', () => {
  afterEach(() => document.getElementById(firstScreenElementId)?.remove());

  it('is gone once the app’s first screen is in the document', () => {
    const written = document.createElement('div');
    written.id = firstScreenElementId;
    written.innerHTML = '<main><h1>新着コンテンツ</h1></main>';
    document.body.append(written);
    render(<Screen />);
    expect(document.getElementById(firstScreenElementId)).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('links to the same addresses as the app', () => {
    const { content, ...fixed } = firstScreenPaths;
    for (const [name, path] of Object.entries(fixed)) {
      expect(path).toBe(paths.member[name as keyof typeof fixed]);
    }
    expect(content('a/b')).toBe(paths.member.content('a/b'));
  });
});
