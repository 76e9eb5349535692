import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenElementId, firstScreenPaths } from '#shared/member-first-screen.js';
import { paths } from '#web/config/paths';
import { useFirstScreenHandover } from './first-screen';

function Screen() {
  useFirstScreenHandover();
  return <h1>新着コンテンツ</h1>;
}

function ScreenWithSearch() {
  useFirstScreenHandover();
  return <input type="search" aria-label="コンテンツを検索" defaultValue="" />;
}

/** The server's first screen, as web-app.ts puts it before #root. */
function writtenScreen(html: string): HTMLElement {
  const written = document.createElement('div');
  written.id = firstScreenElementId;
  written.innerHTML = html;
  document.body.append(written);
  return written;
}

/** The app's #root, where the router renders. */
function appRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

describe('the server’s first screen', () => {
  afterEach(() => {
    document.getElementById(firstScreenElementId)?.remove();
    document.getElementById('root')?.remove();
    vi.restoreAllMocks();
  });

  it('is gone once the app’s first screen is in the document', () => {
    const written = document.createElement('div');
    written.id = firstScreenElementId;
    written.innerHTML = '<main><h1>新着コンテンツ</h1></main>';
    document.body.append(written);
    render(<Screen />);
    expect(document.getElementById(firstScreenElementId)).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('hands what she typed in its search field, and the focus, to the app’s field', () => {
    const written = writtenScreen('<form><input type="search" name="q" value=""></form>');
    const typed = written.querySelector('input')!;
    typed.focus();
    typed.value = 'ストレッチ';
    render(<ScreenWithSearch />, { container: appRoot() });
    const field = screen.getByRole('searchbox', { name: 'コンテンツを検索' });
    expect(field).toHaveProperty('value', 'ストレッチ');
    expect(document.activeElement).toBe(field);
  });

  it('keeps her where she had scrolled it', () => {
    writtenScreen('<main><h1>新着コンテンツ</h1></main>');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('scroll'));
    render(<Screen />);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('links to the same addresses as the app', () => {
    const { content, ...fixed } = firstScreenPaths;
    for (const [name, path] of Object.entries(fixed)) {
      expect(path).toBe(paths.member[name as keyof typeof fixed]);
    }
    expect(content('a/b')).toBe(paths.member.content('a/b'));
  });
});
