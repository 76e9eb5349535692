import { createContext, useContext, type ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import './watch-progress.css';

// How far she got in each video, for the marks on cards and in the history. Lists come from
// several features; the member layout provides one lookup and each card asks it for its content.

export type CardProgress = { positionSeconds: number; durationSeconds: number; watched: boolean };
export type ProgressLookup = (contentId: string) => CardProgress | undefined;

const WatchProgressContext = createContext<ProgressLookup>(() => undefined);

export function WatchProgressProvider({ lookup, children }: { lookup: ProgressLookup; children: ReactNode }) {
  return <WatchProgressContext value={lookup}>{children}</WatchProgressContext>;
}

function useCardProgress(contentId: string): CardProgress | undefined {
  return useContext(WatchProgressContext)(contentId);
}

const percentOf = ({ positionSeconds, durationSeconds }: CardProgress) =>
  Math.min(100, Math.round((positionSeconds / durationSeconds) * 100));

/** A thin bar along the bottom of a thumbnail (inside a positioned box); the label says it in words. */
export function WatchProgressBar({ contentId }: { contentId: string }) {
  const progress = useCardProgress(contentId);
  if (!progress) return null;
  const percent = progress.watched ? 100 : percentOf(progress);
  if (percent === 0) return null;
  return (
    <span className="watch-progress-bar" aria-hidden="true">
      <span className="watch-progress-bar__fill" style={{ width: `${percent}%` }} />
    </span>
  );
}

/** 視聴済み as a visible mark; a video under way says how far, for screen readers. */
export function WatchProgressLabel({ contentId }: { contentId: string }) {
  const progress = useCardProgress(contentId);
  if (!progress) return null;
  if (progress.watched) {
    return (
      <span className="watched-mark">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
        {copy.keepGoing.watched}
      </span>
    );
  }
  const percent = percentOf(progress);
  return percent > 0 ? <span className="visually-hidden">{copy.keepGoing.watchedUpTo(percent)}</span> : null;
}
