import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { SecretField } from './secret-field';

const label = '今月の合言葉';

function Try({ startShown }: { startShown?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SecretField
      label={label}
      hint="ひらがなでも入力できます"
      startShown={startShown}
      autoComplete="off"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

const field = () => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('SecretField', () => {
  it('starts hidden, and 表示 shows what was typed', async () => {
    const user = userEvent.setup();
    render(<Try />);
    expect(field().type).toBe('password');
    const toggle = screen.getByRole('button', { name: copy.secretField.showNamed(label) });
    expect(toggle.textContent).toBe(copy.secretField.show);
    expect(toggle.getAttribute('aria-controls')).toBe(field().id);

    await user.click(toggle);
    expect(field().type).toBe('text');
    expect(toggle.textContent).toBe(copy.secretField.hide);
    expect(toggle.getAttribute('aria-label')).toBe(copy.secretField.hideNamed(label));
  });

  it('starts shown when asked, as a text field that takes kana and changes nothing typed', async () => {
    const user = userEvent.setup();
    render(<Try startShown />);
    const input = field();
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.hasAttribute('inputmode')).toBe(false);
    expect(input.hasAttribute('pattern')).toBe(false);
    await user.type(input, 'くもかめ5839');
    expect(input.value).toBe('くもかめ5839');
    expect(screen.getByRole('button', { name: copy.secretField.hideNamed(label) })).toBeTruthy();
  });

  it('leaves the keyboard and the caret in the field when tapped while typing', async () => {
    const user = userEvent.setup();
    render(<Try startShown />);
    const input = field();
    await user.type(input, 'くもかめ5839');
    input.setSelectionRange(2, 2);

    await user.click(screen.getByRole('button', { name: copy.secretField.hideNamed(label) }));
    expect(input.type).toBe('password');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('ties the hint to the field', () => {
    render(<Try />);
    const hint = screen.getByText('ひらがなでも入力できます');
    expect(field().getAttribute('aria-describedby')).toBe(hint.id);
  });
});
