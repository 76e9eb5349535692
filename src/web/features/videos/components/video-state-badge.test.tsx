import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy.js';
import { VideoStateBadge } from './video-state-badge';

const video = { id: 'v', progress: 0, failure: null };

describe('VideoStateBadge', () => {
  it('says 待機中, 公開できます and 失敗 with the reason, in words', () => {
    const { rerender, container } = render(<VideoStateBadge video={{ ...video, state: 'waiting' }} />);
    expect(container.textContent).toBe('待機中');
    rerender(<VideoStateBadge video={{ ...video, state: 'ready' }} />);
    expect(container.textContent).toBe('公開できます');
    rerender(<VideoStateBadge video={{ ...video, state: 'failed', failure: 'ファイルが壊れています' }} />);
    expect(container.textContent).toBe('失敗：ファイルが壊れています');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows 変換中 42% with a progress bar named by those words', () => {
    render(<VideoStateBadge video={{ ...video, state: 'converting', progress: 42 }} />);
    const bar = screen.getByRole('progressbar', { name: copy.videoUpload.states.converting(42) });
    expect(bar.getAttribute('value')).toBe('42');
    expect(screen.getByText('変換中 42%')).toBeTruthy();
  });
});
