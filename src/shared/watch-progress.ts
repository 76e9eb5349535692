// Where a member stopped in a video, and what that means (issue 12, "Continue watching").

/** A video counts as watched once she has reached this share of it. */
export const watchedShare = 0.9;
/** Nearer the start than this, opening the video again starts from the beginning. */
export const resumeMinSeconds = 10;
/** Nearer the end than this, opening the video again starts from the beginning too. */
export const resumeMaxBeforeEndSeconds = 30;
/** While the video plays, its position is saved this often. */
export const progressSaveIntervalMs = 10_000;
/** The longest video length the server accepts (a day); longer reports are refused as nonsense. */
export const maxVideoSeconds = 24 * 60 * 60;

export type PlayPosition = { positionSeconds: number; durationSeconds: number };

export function isWatchedAt({ positionSeconds, durationSeconds }: PlayPosition): boolean {
  return durationSeconds > 0 && positionSeconds >= durationSeconds * watchedShare;
}

/**
 * Where to resume: the saved position when it is more than 10 s in and more than 30 s before the
 * end, otherwise null (start from the beginning).
 */
export function resumePosition({ positionSeconds, durationSeconds }: PlayPosition): number | null {
  return positionSeconds > resumeMinSeconds && durationSeconds - positionSeconds > resumeMaxBeforeEndSeconds
    ? positionSeconds
    : null;
}

/** Started and not finished: she would resume it, and it is not yet at 90%. For 続きから見る. */
export function isInProgress(position: PlayPosition): boolean {
  return resumePosition(position) !== null && !isWatchedAt(position);
}

/**
 * What the server stores from a player's report: whole seconds, the position never past the end.
 */
export function normalisePosition({ positionSeconds, durationSeconds }: PlayPosition): PlayPosition {
  const duration = Math.max(1, Math.round(durationSeconds));
  return {
    positionSeconds: Math.min(Math.max(0, Math.round(positionSeconds)), duration),
    durationSeconds: duration,
  };
}

/** "1:05", "12:30", "1:02:03": a position as players show it. */
export function formatPlayTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
