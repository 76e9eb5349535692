import { describe, expect, it } from 'vitest';
import {
  formatPlayTime,
  isInProgress,
  isWatchedAt,
  normalisePosition,
  resumePosition,
} from './watch-progress.js';

const at = (positionSeconds: number, durationSeconds = 300) => ({ positionSeconds, durationSeconds });

describe('resuming a video', () => {
  it('resumes only more than 10 s in and more than 30 s before the end', () => {
    expect(resumePosition(at(10))).toBeNull();
    expect(resumePosition(at(11))).toBe(11);
    expect(resumePosition(at(269))).toBe(269);
    expect(resumePosition(at(270))).toBeNull();
    expect(resumePosition(at(300))).toBeNull();
  });

  it('never resumes a video too short to have such a middle', () => {
    expect(resumePosition(at(20, 40))).toBeNull();
  });
});

describe('watched', () => {
  it('counts as watched from 90%', () => {
    expect(isWatchedAt(at(269))).toBe(false);
    expect(isWatchedAt(at(270))).toBe(true);
    expect(isWatchedAt(at(0, 0))).toBe(false);
  });

  it('is in progress when it would resume and is not yet watched', () => {
    expect(isInProgress(at(100))).toBe(true);
    expect(isInProgress(at(5))).toBe(false);
    // 10 minutes: 90% (540 s) comes before "30 s before the end" (570 s).
    expect(isInProgress(at(550, 600))).toBe(false);
  });
});

describe('what is stored', () => {
  it('keeps whole seconds and never a position past the end', () => {
    expect(normalisePosition({ positionSeconds: 42.6, durationSeconds: 212.4 })).toEqual(at(43, 212));
    expect(normalisePosition({ positionSeconds: 500, durationSeconds: 212.4 })).toEqual(at(212, 212));
    expect(normalisePosition({ positionSeconds: 0.2, durationSeconds: 0.3 })).toEqual(at(0, 1));
  });
});

describe('play time as players show it', () => {
  it('writes minutes and seconds, and hours for long videos', () => {
    expect(formatPlayTime(65)).toBe('1:05');
    expect(formatPlayTime(750.9)).toBe('12:30');
    expect(formatPlayTime(3723)).toBe('1:02:03');
  });
});
