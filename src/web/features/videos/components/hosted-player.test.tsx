import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import { HostedPlayer } from './hosted-player';

const words = copy.videoPlayer;
const video = {
  id: 'video-1',
  posterUrl: '/api/videos/video-1/poster.webp',
  durationSeconds: 600,
  hasCaptions: true,
  playlistUrl: '/api/videos/video-1/master.m3u8',
};

/** The video element with a length and a position the test sets, as a loaded video has them. */
function loadedVideo(seconds: number) {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video element');
  let position = 0;
  Object.defineProperty(element, 'duration', { configurable: true, get: () => seconds });
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
      element.dispatchEvent(new Event('timeupdate'));
    },
  });
  element.dispatchEvent(new Event('durationchange'));
  return element;
}

afterEach(() => vi.restoreAllMocks());

describe('HostedPlayer', () => {
  it('has Japanese controls, no native controls, no download and no context menu', async () => {
    // As on iPhone Safari: no Media Source Extensions, HLS played by the browser itself.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<HostedPlayer video={video} title="朝のストレッチ" startAt={0} />);
    const region = screen.getByRole('region', { name: words.region('朝のストレッチ') });
    const element = region.querySelector('video');
    expect(element?.hasAttribute('controls')).toBe(false);
    expect(element?.getAttribute('controlslist')).toContain('nodownload');
    expect(element && fireEvent.contextMenu(element)).toBe(false);
    // The playlist goes straight into the video element; hls.js is not loaded.
    await waitFor(() => expect(element?.getAttribute('src')).toBe(video.playlistUrl));

    for (const name of [words.play, words.mute, words.fullscreen]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('slider', { name: words.volume })).toBeTruthy();
    const speed = screen.getByRole('combobox', { name: words.speed });
    expect([...speed.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
    ]);

    loadedVideo(600);
    const seek = screen.getByRole('slider', { name: words.seek });
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('0分0秒 / 10分0秒'));

    const captions = screen.getByRole('button', { name: words.captions });
    expect(captions.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(captions);
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    expect(region.querySelector('track')?.getAttribute('src')).toBe('/api/videos/video-1/captions.vtt');
  });

  it('plays and pauses with space and K, seeks 10 s with the arrows and goes full screen with F', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const fullscreen = vi.fn(async () => undefined);
    render(<HostedPlayer video={video} title="朝のストレッチ" startAt={0} />);
    const region = screen.getByRole('region', { name: words.region('朝のストレッチ') });
    region.requestFullscreen = fullscreen;
    const element = loadedVideo(600);

    fireEvent.keyDown(region, { key: 'k' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(region, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(2);

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(element.currentTime).toBe(10);
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: words.seek }).getAttribute('aria-valuetext')).toBe(
        '0分10秒 / 10分0秒',
      ),
    );

    fireEvent.keyDown(region, { key: 'f' });
    expect(fullscreen).toHaveBeenCalledTimes(1);

    // Space on a button is the button's own press, not a second toggle.
    const mute = screen.getByRole('button', { name: words.mute });
    fireEvent.keyDown(mute, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('reports her position as the YouTube player does: on pause and when she leaves', () => {
    const report = vi.fn();
    const { unmount } = render(<HostedPlayer video={video} title="朝" startAt={0} report={report} />);
    const element = loadedVideo(600);
    element.currentTime = 95;
    element.dispatchEvent(new Event('pause'));
    expect(report).toHaveBeenLastCalledWith({ positionSeconds: 95, durationSeconds: 600, reason: 'pause' });
    element.currentTime = 120;
    unmount();
    expect(report).toHaveBeenLastCalledWith({ positionSeconds: 120, durationSeconds: 600, reason: 'leave' });
    expect(report).toHaveBeenCalledTimes(2);
  });
});
