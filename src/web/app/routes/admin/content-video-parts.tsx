import type { RenderVideoUpload, RunningVideoUpload } from '#web/features/contents/components/content-form';
import type { RenderVideoState } from '#web/features/contents/components/content-list';
import { cancelUpload, newUploadVideoId } from '#web/features/videos/api/video-upload-store';
import { PolledVideoStateBadge } from '#web/features/videos/components/video-state-badge';
import { VideoUploadField } from '#web/features/videos/components/video-upload-field';

// The videos feature's parts inside the contents feature's screens (features never import each
// other; the admin routes put them together).

/** 動画ファイル in the post and edit form. */
export const renderVideoUpload: RenderVideoUpload = (props) => <VideoUploadField {...props} />;

/** The upload under way, which leaving the form unsaved stops. */
export const runningVideoUpload: RunningVideoUpload = {
  videoId: newUploadVideoId,
  // Leaving anyway: a DELETE that fails (offline, already finished) leaves the video to the
  // sweep of unused uploads.
  stop: () => void cancelUpload().catch(() => {}),
};

/** A content list row's video state, polled while it uploads or converts. */
export const renderVideoState: RenderVideoState = (video) => <PolledVideoStateBadge video={video} />;
