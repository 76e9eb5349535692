import { resumeMinSeconds } from '#shared/watch-progress.js';

// Where a player is, as the content page keeps it (continue watching, the 90% mark, やったよ):
// every player on the page (YouTube's, the site's own) reports the same way, so the progress
// mechanism belongs to the page and not to one player.

/** Why a position is reported: the page being hidden needs a beacon, the rest an ordinary request. */
export type PositionReason = 'playing' | 'pause' | 'end' | 'hidden' | 'leave';
export type PositionReport = { positionSeconds: number; durationSeconds: number; reason: PositionReason };

/**
 * Turns a player's raw position into reports: nothing before the duration is known, nothing twice
 * for the same position (paused, then hidden, then left), and nothing in the first seconds (a press
 * of 最初から再生 and a quick exit must not wipe out where she had got to before).
 */
export function positionReporter(report: (report: PositionReport) => void) {
  let lastPosition: number | undefined;
  return (reason: PositionReason, currentSeconds: number, durationSeconds: number) => {
    if (!(durationSeconds > 0)) return;
    const position = reason === 'end' ? durationSeconds : currentSeconds;
    if (position === lastPosition) return;
    if (reason !== 'end' && position <= resumeMinSeconds) return;
    lastPosition = position;
    report({ positionSeconds: position, durationSeconds, reason });
  };
}
