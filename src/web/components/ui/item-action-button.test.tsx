import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemActionButton } from './item-action-button';

function Row({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <div>
      <h3 id="who">hanako@example.jp</h3>
      <ItemActionButton itemId="who" busy={busy} onClick={onClick}>
        取り消す
      </ItemActionButton>
    </div>
  );
}

describe('ItemActionButton', () => {
  it('says whom it acts on, and acts when pressed', async () => {
    const onClick = vi.fn();
    render(<Row busy={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: '取り消す', description: 'hanako@example.jp' });
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('while a request about her runs, says it cannot be pressed and ignores a press', async () => {
    const onClick = vi.fn();
    render(<Row busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: '取り消す' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
