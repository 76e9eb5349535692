import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useAskBeforeSubmit } from './use-ask-before-submit';

/** A form whose question depends on something that changes without the form rendering again. */
function TryForm({ asks, saved }: { asks: () => boolean; saved: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const form = {
    formProps: {
      ref,
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => (event.preventDefault(), saved()),
    },
    pending: false,
  };
  const asking = useAskBeforeSubmit(form, asks);
  return (
    <form {...asking.formProps}>
      <button type="submit">保存する</button>
      <ConfirmDialog {...asking.dialog} question="下書きに戻しますか？" confirmLabel="下書きに戻す">
        <p>会員の画面から消えます。</p>
      </ConfirmDialog>
    </form>
  );
}

describe('useAskBeforeSubmit', () => {
  it('reads whether to ask as she saves, not when the form last rendered', async () => {
    const user = userEvent.setup();
    let cameTrue = false;
    const saved = vi.fn();
    render(<TryForm asks={() => cameTrue} saved={saved} />);
    // Its 予約 went public while the form stood open, with nothing rendered since.
    cameTrue = true;
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('dialog', { name: '下書きに戻しますか？' })).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '下書きに戻す' }));
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
