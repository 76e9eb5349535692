import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api-client';
import { CheckChoice } from './choice-group';
import { FormMessages } from './form-messages';
import { useForm } from './use-form';

type Values = { nickname: string; town: string };
type Field = 'nickname' | 'town' | 'list';

const nicknameMissing = 'お名前を入力してください';

function nicknameCheck(values: Values): FieldProblem<Field> | null {
  return values.nickname.trim() === '' ? { field: 'nickname', message: nicknameMissing } : null;
}

type TryFormProps = {
  submit: (values: Values) => Promise<{ message: string }>;
  check?: (values: Values) => FieldProblem<Field> | null;
  onSuccess?: () => Partial<Values> | void;
};

function TryForm({ submit, check = nicknameCheck, onSuccess }: TryFormProps) {
  const form = useForm({
    initial: { nickname: '', town: '' },
    check,
    submit,
    fields: ['nickname', 'town', 'list'] as const,
    success: ({ message }) => message,
    onSuccess,
  });
  return (
    <form {...form.formProps}>
      <FormMessages form={form} />
      <TextField label="お名前" {...form.field('nickname')} />
      <TextField label="お住まい" {...form.field('town')} />
      <h2 tabIndex={-1} data-field="list">
        一覧
      </h2>
      <button {...form.submitProps}>{form.pending ? '送信中' : '送信'}</button>
      <p>{form.hasUnsavedChanges() ? '未保存' : '保存済み'}</p>
    </form>
  );
}

function renderForm(props: TryFormProps) {
  const user = userEvent.setup();
  render(<TryForm {...props} />);
  const nickname = screen.getByLabelText('お名前');
  const town = screen.getByLabelText('お住まい');
  return { user, nickname, town };
}

const saved = (message = '保存しました') => vi.fn(() => Promise.resolve({ message }));

describe('useForm', () => {
  it('stops at the shared check: marks the field, puts the message under it and the keyboard in it', async () => {
    const submit = saved();
    const { user, nickname } = renderForm({ submit });
    await user.click(screen.getByRole('button', { name: '送信' }));

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(nicknameMissing);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    const described = nickname.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(nicknameMissing);
    expect(document.activeElement).toBe(nickname);
  });

  it('takes the mark off a field she edits, and leaves the alert until the next send', async () => {
    const { user, nickname } = renderForm({ submit: saved() });
    await user.click(screen.getByRole('button', { name: '送信' }));
    await user.type(nickname, '花子');

    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(nicknameMissing);
  });

  it('sends once while the answer is on its way, and says it is busy', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    const submit = vi.fn(() => new Promise<{ message: string }>((resolve) => (answer = resolve)));
    const { user, nickname } = renderForm({ submit });
    await user.type(nickname, '花子');
    await user.click(screen.getByRole('button', { name: '送信' }));

    const button = screen.getByRole('button', { name: '送信中' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ nickname: '花子', town: '' });

    answer({ message: '保存しました' });
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('保存しました');
    expect(screen.getByRole('button', { name: '送信' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('marks and focuses the field a 400 answer names', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'この地域は選べません', { field: 'town', message: 'この地域は選べません' }),
      ),
    );
    const { user, nickname, town } = renderForm({ submit });
    await user.type(nickname, '花子');
    await user.click(screen.getByRole('button', { name: '送信' }));

    expect((await screen.findByRole('alert')).textContent).toBe('この地域は選べません');
    expect(town.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(town);
  });

  it('shows a refusal about no field of the form in the alert only', async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, '送れませんでした', { field: 'secret', message: '送れませんでした' })),
    );
    const { user, nickname, town } = renderForm({ submit });
    await user.type(nickname, '花子');
    await user.click(screen.getByRole('button', { name: '送信' }));

    expect((await screen.findByRole('alert')).textContent).toBe('送れませんでした');
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    expect(town.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves the keyboard to a part marked data-field when the problem is about it', async () => {
    const check = () => ({ field: 'list' as const, message: '一覧が空です' });
    const { user } = renderForm({ submit: saved(), check });
    await user.click(screen.getByRole('button', { name: '送信' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '一覧' }));
  });

  it('shows the values onSuccess returns, and the success message replaces the last problem', async () => {
    const submit = vi
      .fn<TryFormProps['submit']>()
      .mockRejectedValueOnce(new ApiError(500, '混み合っています', null))
      .mockResolvedValueOnce({ message: '保存しました' });
    const { user, nickname, town } = renderForm({ submit, onSuccess: () => ({ town: '' }) });
    await user.type(nickname, '花子');
    await user.type(town, '横浜');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: '送信' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('保存しました'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((town as HTMLInputElement).value).toBe('');
    expect((nickname as HTMLInputElement).value).toBe('花子');
  });
});

function CheckForm({ submit }: { submit: (values: { news: boolean }) => Promise<{ message: string }> }) {
  const form = useForm({
    initial: { news: false },
    check: () => null,
    submit,
    fields: ['news'] as const,
    success: ({ message }) => message,
  });
  return (
    <form {...form.formProps}>
      <CheckChoice {...form.check('news')}>お知らせを受け取る</CheckChoice>
      <button {...form.submitProps}>送信</button>
    </form>
  );
}

describe('useForm check', () => {
  it('binds a check box to a yes/no value: ticked, it is sent as true', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve({ message: '保存しました' }));
    render(<CheckForm submit={submit} />);
    const box = screen.getByRole('checkbox', { name: 'お知らせを受け取る' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ news: true }));
  });

  it('knows when what she typed is not saved: after typing, not after the save or after typing it back', async () => {
    const { user, nickname } = renderForm({ submit: saved() });
    expect(screen.getByText('保存済み')).toBeTruthy();
    await user.type(nickname, '花子');
    expect(screen.getByText('未保存')).toBeTruthy();
    await user.clear(nickname);
    expect(screen.getByText('保存済み')).toBeTruthy();
    await user.type(nickname, '花子');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await screen.findByText('保存しました');
    expect(screen.getByText('保存済み')).toBeTruthy();
  });
});
