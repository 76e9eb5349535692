import type { RenderPlayer } from '#web/features/contents/components/video-player';
import type { HostedVideo } from '#web/features/videos/api/video-answers';
import { HostedPlayer } from '#web/features/videos/components/hosted-player';

/**
 * The site's own player in the content page's video block (issue 24): the block keeps the poster,
 * 続きから再生 and 最初から再生, and the page's position reporting, for either player.
 */
export function hostedPlayer(video: HostedVideo, title: string): RenderPlayer {
  return (startAt, report) => <HostedPlayer video={video} title={title} startAt={startAt} report={report} />;
}
