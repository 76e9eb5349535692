import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import type { PositionReport } from '#web/lib/play-position';
import { VideoPlayer } from './video-player';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('VideoPlayer', () => {
  it('says a video needs a connection while offline, and offers 再生 again once back online', () => {
    render(
      <VideoPlayer
        videoUrl={null}
        renderPlayer={() => <p>own player</p>}
        title="朝のストレッチ"
        thumbnailUrl={null}
        category="exercise"
      />,
    );
    goOffline(true);
    expect(screen.getByText(copy.videoPlayer.offline)).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.detail.play })).toBeNull();
    goOffline(false);
    expect(screen.queryByText(copy.videoPlayer.offline)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: copy.detail.play }));
    expect(screen.getByText('own player')).toBeTruthy();
  });

  it('starts the composed player at the resume point with the page reporting for members', () => {
    const renderPlayer = vi.fn((startAt: number, _report?: (report: PositionReport) => void) => (
      <p>{`from ${startAt}`}</p>
    ));
    const onPosition = vi.fn();
    render(
      <VideoPlayer
        videoUrl={null}
        renderPlayer={renderPlayer}
        title="朝のストレッチ"
        thumbnailUrl={null}
        category="exercise"
        resumeAt={95}
        onPosition={onPosition}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: copy.keepGoing.resume }));
    expect(screen.getByText('from 95')).toBeTruthy();
    const report = renderPlayer.mock.calls[0]?.[1];
    report?.({ positionSeconds: 120, durationSeconds: 600, reason: 'pause' });
    expect(onPosition).toHaveBeenCalledWith({ positionSeconds: 120, durationSeconds: 600, reason: 'pause' });
  });
});
