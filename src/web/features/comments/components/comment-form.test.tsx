import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import { renderScreen } from '#web/testing/render-screen';
import { CommentForm } from './comment-form';
import { CommentText } from './comment-text';

describe('CommentText', () => {
  it('shows what was typed as text, keeps line breaks, and links only the http(s) address', () => {
    const { container } = render(
      <CommentText text={'<img src=x onerror=alert(1)>\n詳しくは https://example.jp/a。'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>詳しくは https://example.jp/a。');
    const link = screen.getByRole('link', { name: 'https://example.jp/a' });
    expect(link.getAttribute('href')).toBe('https://example.jp/a');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
  });
});

describe('CommentForm', () => {
  it('counts as the server counts, and refuses empty text before sending, with the field marked', async () => {
    const send = vi.fn(async () => ({ message: copy.comments.posted }));
    renderScreen(<CommentForm mode="new" submitLabel={copy.comments.post} send={send} />, {
      path: '/member/content/x',
    });
    const body = screen.getByLabelText(copy.comments.bodyLabel) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: '👩‍👩‍👧よろしく' } });
    expect(screen.getByText(copy.comments.characterCount(5, 1000))).toBeTruthy();

    fireEvent.change(body, { target: { value: ' \n ' } });
    fireEvent.click(screen.getByRole('button', { name: copy.comments.post }));
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(copy.comments.bodyMissing).length).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: copy.comments.kinds.question }));
    fireEvent.change(body, { target: { value: '質問です' } });
    fireEvent.click(screen.getByRole('button', { name: copy.comments.post }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ kind: 'question', body: '質問です' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copy.comments.posted));
    expect(body.value).toBe('');
  });
});
