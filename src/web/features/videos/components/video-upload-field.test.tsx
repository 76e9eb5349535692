import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy.js';
import { fakeApi } from '#web/testing/fake-api';
import { renderScreen } from '#web/testing/render-screen';
import type { UploadEvents, VideoUploader } from '../api/tus-uploader';
import { resetUploadStore } from '../api/video-upload-store';
import { VideoUploadField } from './video-upload-field';

/** An uploader the test drives: it keeps the events so the test can say what the server did. */
function controlledUploader() {
  const started: Array<{ file: File; events: UploadEvents }> = [];
  const cancel = vi.fn(async () => undefined);
  const uploader: VideoUploader = (file, events) => {
    started.push({ file, events });
    return { cancel, pause: vi.fn() };
  };
  return { uploader, started, cancel };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText(copy.videoUpload.fileLabel), { target: { files: [file] } });
}

function sized(name: string, bytes: number, type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** アップロードをキャンセル, then アップロードをやめる in the question that follows. */
async function stopUpload() {
  fireEvent.click(await screen.findByRole('button', { name: copy.videoUpload.cancel }));
  const asked = await screen.findByRole('dialog', { name: copy.videoUpload.confirmCancel });
  fireEvent.click(within(asked).getByRole('button', { name: copy.videoUpload.confirmCancelLabel }));
}

afterEach(() => resetUploadStore());

describe('VideoUploadField', () => {
  it('refuses another kind of file, an empty file and one over 8 GB before sending anything', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: true });
    const { uploader, started } = controlledUploader();
    renderScreen(<VideoUploadField videoId={null} onVideoIdChange={vi.fn()} uploader={uploader} />);

    choose(sized('lesson.avi', 1000, 'video/x-msvideo'));
    expect((await screen.findByRole('alert')).textContent).toBe(copy.videoUpload.wrongType('lesson.avi'));
    expect(screen.getByLabelText(copy.videoUpload.fileLabel).getAttribute('aria-invalid')).toBe('true');

    choose(sized('empty.mp4', 0));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(copy.videoUpload.empty('empty.mp4')),
    );

    choose(sized('zoom.mp4', 8 * 1024 ** 3 + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(copy.videoUpload.tooLarge('zoom.mp4')),
    );
    expect(started).toHaveLength(0);
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the percentage, speed and time left on a named progress bar, and keeps the new video id', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: true });
    const { uploader, started } = controlledUploader();
    const onVideoIdChange = vi.fn();
    const now = vi.spyOn(performance, 'now');
    renderScreen(<VideoUploadField videoId={null} onVideoIdChange={onVideoIdChange} uploader={uploader} />);

    choose(sized('IMG_0001.MOV', 100_000_000, 'video/quicktime'));
    const upload = started[0];
    if (!upload) throw new Error('no upload started');
    expect(upload.file.name).toBe('IMG_0001.MOV');
    upload.events.onCreated('video-1');
    expect(onVideoIdChange).toHaveBeenCalledWith('video-1');

    now.mockReturnValue(1000);
    upload.events.onProgress(0, 100_000_000);
    now.mockReturnValue(3000);
    upload.events.onProgress(42_000_000, 100_000_000);
    const bar = await screen.findByRole('progressbar', { name: copy.videoUpload.progressLabel });
    // 21 MB a second; 58 MB left take about 3 seconds, said as 10 seconds (rounded up to tens).
    const words = '42%・毎秒 21 MB・残り約 10 秒';
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe(words));
    expect(bar.getAttribute('value')).toBe('42');
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.getByText(copy.videoUpload.chosenFile('IMG_0001.MOV'))).toBeTruthy();
    // While it sends, no second file can be chosen.
    expect(screen.queryByLabelText(copy.videoUpload.fileLabel)).toBeNull();
  });

  it('キャンセル stops the upload, deletes it on the server side and lets the form forget the video', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: true });
    const { uploader, started, cancel } = controlledUploader();
    const onVideoIdChange = vi.fn();
    renderScreen(<VideoUploadField videoId={null} onVideoIdChange={onVideoIdChange} uploader={uploader} />);

    choose(sized('lesson.mp4', 5_000_000));
    started[0]?.events.onCreated('video-2');
    // Asked first: 続ける keeps it going, untouched.
    fireEvent.click(await screen.findByRole('button', { name: copy.videoUpload.cancel }));
    const asked = await screen.findByRole('dialog', { name: copy.videoUpload.confirmCancel });
    expect(asked.textContent).toContain(copy.videoUpload.cancelEffect);
    fireEvent.click(within(asked).getByRole('button', { name: copy.videoUpload.keepUploading }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await stopUpload();
    await waitFor(() => expect(onVideoIdChange).toHaveBeenLastCalledWith(null));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe(copy.videoUpload.cancelled);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText(copy.videoUpload.fileLabel)).toBeTruthy();
  });

  it('キャンセル of a replacement keeps the video the content had', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: true });
    api.answer('/api/admin/videos/video-old', 200, {
      id: 'video-old',
      state: 'ready',
      progress: 100,
      failure: null,
      originalName: 'old.mp4',
      sizeBytes: 1000,
      durationSeconds: 60,
      posterUrl: null,
      hasCaptions: false,
    });
    const { uploader, started } = controlledUploader();
    const onVideoIdChange = vi.fn();
    renderScreen(
      <VideoUploadField videoId="video-old" onVideoIdChange={onVideoIdChange} uploader={uploader} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: copy.videoUpload.replace }));
    choose(sized('new.mp4', 5_000_000));
    started[0]?.events.onCreated('video-new');
    expect(onVideoIdChange).toHaveBeenLastCalledWith('video-new');
    await stopUpload();
    await waitFor(() => expect(onVideoIdChange).toHaveBeenLastCalledWith('video-old'));
  });

  it('says so when this server cannot convert videos', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: false });
    renderScreen(<VideoUploadField videoId={null} onVideoIdChange={vi.fn()} />);
    expect(await screen.findByText(copy.videoConversion.unavailable)).toBeTruthy();
  });

  it('shows a failed video with its reason, 再試行 and 別のファイルに差し替える', async () => {
    const api = fakeApi();
    api.answer('/api/admin/videos/conversion', 200, { available: true });
    const failed = {
      id: 'video-3',
      state: 'failed',
      progress: 0,
      failure: 'このファイルには映像が入っていません',
      originalName: 'voice.m4v',
      sizeBytes: 1000,
      durationSeconds: null,
      posterUrl: null,
      hasCaptions: false,
    };
    api.answer('/api/admin/videos/video-3', 200, failed);
    api.answer('/api/admin/videos/video-3', 200, { ...failed, state: 'waiting', failure: null });
    api.answer('/api/admin/videos/video-3/retry', 200, { message: 'もう一度変換します' });
    renderScreen(<VideoUploadField videoId="video-3" onVideoIdChange={vi.fn()} />);

    expect(await screen.findByText(copy.videoUpload.states.failed(failed.failure))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.videoUpload.retry }));
    expect(await screen.findByText(copy.videoUpload.states.waiting)).toBeTruthy();
    expect(api.sent.some((request) => request.method === 'POST' && request.path.endsWith('/retry'))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: copy.videoUpload.replace }));
    expect(screen.getByLabelText(copy.videoUpload.fileLabel)).toBeTruthy();
  });
});
