import { describe, expect, it } from 'vitest';
import { addSample, formatTimeLeft, progressText } from './upload-speed';
import { videoFileProblem } from './video-file-check';

describe('the upload progress words', () => {
  it('says the percentage, the speed and the time left once a second of samples is in', () => {
    const mb = 1_000_000;
    let samples = addSample([], { at: 0, bytes: 0 });
    expect(progressText(0, 100 * mb, samples)).toBe('0%');
    samples = addSample(samples, { at: 2000, bytes: 6.2 * mb });
    // 3.1 MB a second; 58 MB left take 19 s, said as about 20 seconds (rounded up to tens).
    expect(progressText(42 * mb, 100 * mb, samples)).toBe('42%・毎秒 3.1 MB・残り約 20 秒');
    samples = addSample(samples, { at: 4000, bytes: 12.4 * mb });
    // 987.6 MB left at 3.1 MB a second: 5 min 19 s, said as about 6 minutes.
    expect(progressText(12.4 * mb, 1000 * mb, samples)).toBe('1%・毎秒 3.1 MB・残り約 6 分');
  });

  it('forgets samples older than ten seconds, so the speed follows a change of network', () => {
    const old = [
      { at: 0, bytes: 0 },
      { at: 1000, bytes: 10_000_000 },
    ];
    const next = addSample(old, { at: 11_500, bytes: 11_000_000 });
    expect(next).toEqual([{ at: 11_500, bytes: 11_000_000 }]);
  });

  it('rounds times as a person says them', () => {
    expect(formatTimeLeft(119)).toBe('2 分');
    expect(formatTimeLeft(4800)).toBe('1 時間 20 分');
    expect(formatTimeLeft(3600)).toBe('1 時間');
  });
});

describe('videoFileProblem', () => {
  it('takes MP4, MOV, M4V and WebM of up to 8 GB, whatever the case of the extension', () => {
    for (const name of ['a.mp4', 'IMG_0001.MOV', 'b.m4v', 'zoom.webm']) {
      expect(videoFileProblem({ name, size: 1000 })).toBeNull();
    }
    expect(videoFileProblem({ name: 'a.mp4', size: 8 * 1024 ** 3 })).toBeNull();
  });

  it('refuses other files, empty files and files over 8 GB, naming the file', () => {
    expect(videoFileProblem({ name: 'lesson.avi', size: 1000 })).toContain(
      '「lesson.avi」は動画ファイルとして',
    );
    expect(videoFileProblem({ name: 'mp4', size: 1000 })).toContain('MP4・MOV・M4V・WebM');
    expect(videoFileProblem({ name: 'a.mp4', size: 0 })).toContain('空のファイル');
    expect(videoFileProblem({ name: 'a.mp4', size: 8 * 1024 ** 3 + 1 })).toContain('8 GB を超えています');
  });
});
