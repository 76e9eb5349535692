import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreenSubmitAskedAttribute, firstScreenSubmitAttribute } from '#shared/first-screen-element.js';
import { firstScreenElementId, firstScreenPaths } from '#shared/member-first-screen.js';
import { paths } from '#web/config/paths';
import startApp from '../public/start-app.js?raw';
import { useFirstScreenHandover } from './first-screen';

function Screen() {
  useFirstScreenHandover();
  return <h1>新着コンテンツ</h1>;
}

function ScreenWithSearch() {
  useFirstScreenHandover();
  return <input type="search" name="q" aria-label="コンテンツを検索" defaultValue="" />;
}

/** A field whose value React holds, as useForm's passphrase field: what React has is shown beside it. */
function ScreenWithPassphrase() {
  useFirstScreenHandover();
  const [passphrase, setPassphrase] = useState('');
  return (
    <>
      <input
        name="passphrase"
        aria-label="合言葉を入力"
        value={passphrase}
        onChange={(event) => setPassphrase(event.currentTarget.value)}
      />
      <p>送る言葉: {passphrase}</p>
    </>
  );
}

/** The gate's form as the app draws it: what it sends is what React holds. */
function GateLike({ onSend }: { onSend: (passphrase: string) => void }) {
  useFirstScreenHandover();
  const [passphrase, setPassphrase] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(passphrase);
      }}
    >
      <input
        name="passphrase"
        aria-label="合言葉を入力"
        value={passphrase}
        onChange={(event) => setPassphrase(event.currentTarget.value)}
      />
      <button type="submit">入る</button>
    </form>
  );
}

/** The sign-in form as the app draws it: e-mail and password held by React, sent with ログイン. */
function SignInLike({ onSend }: { onSend: (email: string, password: string) => void }) {
  useFirstScreenHandover();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email, password);
      }}
    >
      <input
        name="email"
        type="email"
        aria-label="メールアドレス"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <input
        name="password"
        type="password"
        aria-label="パスワード"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <button type="submit">ログイン</button>
    </form>
  );
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

  it('hands the passphrase she began to type to the app’s form, caret and all', async () => {
    const written = writtenScreen('<input name="passphrase" type="text">');
    const typed = written.querySelector('input')!;
    typed.focus();
    typed.value = 'さくらもち';
    typed.setSelectionRange(2, 2);
    render(<ScreenWithPassphrase />, { container: appRoot() });
    const field = screen.getByRole('textbox', { name: '合言葉を入力' });
    expect(field).toHaveProperty('value', 'さくらもち');
    // The form's own state has her words, so 入る sends them, not an empty field.
    expect(screen.getByText('送る言葉: さくらもち')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    await Promise.resolve();
    expect(field).toHaveProperty('selectionStart', 2);
  });

  it('hands over an e-mail field she is still in (it has no caret a page may set) and sends the form', async () => {
    const written = writtenScreen('<input name="email" type="email"><input name="password" type="password">');
    const [email, password] = written.querySelectorAll('input');
    password!.value = 'Himitsu-2026';
    email!.focus();
    email!.value = 'hanako@example.jp';
    // Enter in the e-mail field, before the app came.
    written.setAttribute(firstScreenSubmitAskedAttribute, '');
    const sent = vi.fn();
    render(<SignInLike onSend={sent} />, { container: appRoot() });
    const field = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(field).toHaveProperty('value', 'hanako@example.jp');
    expect(document.activeElement).toBe(field);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('hanako@example.jp', 'Himitsu-2026'));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends the form with her words when she pressed 入る before the app came, and only then', async () => {
    const pressed = writtenScreen('<input name="passphrase" type="text">');
    pressed.querySelector('input')!.value = 'さくらもち';
    pressed.setAttribute(firstScreenSubmitAskedAttribute, '');
    const sent = vi.fn();
    const first = render(<GateLike onSend={sent} />, { container: appRoot() });
    await Promise.resolve();
    expect(sent).toHaveBeenCalledExactlyOnceWith('さくらもち');
    first.unmount();
    document.getElementById('root')?.remove();

    const typedOnly = writtenScreen('<input name="passphrase" type="text">');
    typedOnly.querySelector('input')!.value = 'さくらもち';
    const notSent = vi.fn();
    render(<GateLike onSend={notSent} />, { container: appRoot() });
    await Promise.resolve();
    expect(notSent).not.toHaveBeenCalled();
  });

  it('presses the app’s 入る on a browser without requestSubmit (Safari before 16)', async () => {
    const pressed = writtenScreen('<input name="passphrase" type="text">');
    pressed.setAttribute(firstScreenSubmitAskedAttribute, '');
    const { container } = render(<GateLike onSend={vi.fn()} />, { container: appRoot() });
    // The form such a browser makes: no requestSubmit (the handover sends in a microtask). A press
    // of a submit button sends its form there; this DOM's own press needs requestSubmit, so it is
    // only watched.
    Object.defineProperty(container.querySelector('form')!, 'requestSubmit', { value: undefined });
    const press = vi
      .spyOn(screen.getByRole('button', { name: '入る' }), 'click')
      .mockImplementation(() => {});
    await Promise.resolve();
    expect(press).toHaveBeenCalledOnce();
  });

  it('is told of an early 入る by the plain starter script under the same names', () => {
    expect(startApp).toContain(`'[${firstScreenSubmitAttribute}]'`);
    expect(startApp).toContain(`'${firstScreenSubmitAskedAttribute}'`);
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

describe('the starter script, before the app has come', () => {
  beforeAll(() => {
    // The plain file as the page runs it (no module, no build step).
    new Function(startApp)();
  });
  afterEach(() => document.getElementById(firstScreenElementId)?.remove());

  it('notes 入る and Enter in the passphrase field, not the Enter that confirms kana nor one in a form', () => {
    const written = writtenScreen(
      '<input name="passphrase" type="text"><button type="button" data-first-screen-submit>入る</button>' +
        '<form><input name="q" type="search"></form>',
    );
    const field = written.querySelector<HTMLInputElement>('input[name="passphrase"]')!;
    const asked = () => written.hasAttribute(firstScreenSubmitAskedAttribute);
    const enter = (target: Element, init: KeyboardEventInit = {}) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, ...init }));
    enter(field, { isComposing: true });
    enter(field, { keyCode: 229 });
    enter(written.querySelector('input[name="q"]')!);
    expect(asked()).toBe(false);
    enter(field);
    expect(asked()).toBe(true);
    written.removeAttribute(firstScreenSubmitAskedAttribute);
    written.querySelector('button')!.click();
    expect(asked()).toBe(true);
  });
});
