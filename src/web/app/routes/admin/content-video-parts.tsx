import type { RenderVideoUpload } from '#web/features/contents/components/content-form';
import type { RenderVideoState } from '#web/features/contents/components/content-list';
import { PolledVideoStateBadge } from '#web/features/videos/components/video-state-badge';
import { VideoUploadField } from '#web/features/videos/components/video-upload-field';

// The videos feature's parts inside the contents feature's screens (features never import each
// other; the admin routes put them together).

/** 動画ファイル in the post and edit form. */
export const renderVideoUpload: RenderVideoUpload = (props) => <VideoUploadField {...props} />;

/** A content list row's video state, polled while it uploads or converts. */
export const renderVideoState: RenderVideoState = (video) => <PolledVideoStateBadge video={video} />;
