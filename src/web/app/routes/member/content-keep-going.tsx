import { useState } from 'react';
import { useLocation } from 'react-router';
import { isWatchedAt } from '#shared/watch-progress.js';
import { paths } from '#web/config/paths';
import { ActivityInvitation } from '#web/features/activity/components/activity-invitation';
import { DoneButton } from '#web/features/activity/components/done-button';
import { useSession } from '#web/features/auth/api/get-session';
import type { PositionReport } from '#web/lib/play-position';
import { useContentProgress } from '#web/features/progress/api/get-content-progress';
import { sendProgressBeacon, useSaveProgress } from '#web/features/progress/api/save-progress';

// The detail page's part of issue 12: the player's positions go to the progress API, and the
// やったよ block (or, for a guest, the invitation to register).

function useIsMember(): boolean {
  const session = useSession();
  return session.data?.state === 'authenticated' && session.data.kind === 'member';
}

/**
 * For a member's video: where to resume, what to do with each position the player reports, and
 * whether she has watched far enough (90%) for やったよ to be offered. A guest gets nothing.
 */
export function useVideoKeepGoing(contentId: string, isVideo: boolean) {
  const isMember = useIsMember();
  const progress = useContentProgress(contentId, { enabled: isMember && isVideo });
  const save = useSaveProgress();
  // Per content: going on to a related video starts without the offer.
  const [offeredFor, setOfferedFor] = useState<string | null>(null);

  const onPosition = ({ reason, ...report }: PositionReport) => {
    if (reason === 'hidden') sendProgressBeacon({ contentId, report });
    // A failed save is not worth interrupting the video for: the next one, 10 s later, retries.
    else save.mutate({ contentId, report });
    if (isWatchedAt(report)) setOfferedFor(contentId);
  };

  return {
    resumeAt: progress.data?.resumeAt ?? null,
    onPosition: isMember && isVideo ? onPosition : undefined,
    offered: offeredFor === contentId,
  };
}

export function DoneSection({ contentId, offered }: { contentId: string; offered: boolean }) {
  const isMember = useIsMember();
  const location = useLocation();
  if (!isMember) {
    return (
      <ActivityInvitation
        registerHref={paths.registerFor(location.pathname)}
        loginHref={paths.loginFor(location.pathname)}
      />
    );
  }
  return <DoneButton contentId={contentId} offered={offered} loginHref={paths.loginFor(location.pathname)} />;
}
