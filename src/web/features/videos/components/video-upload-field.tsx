import { useId, useRef, useState, type ChangeEvent } from 'react';
import { copy } from '#shared/copy.js';
import { FilePicker } from '#web/components/form/file-picker';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/api-client';
import { useConversion } from '../api/get-conversion';
import { useVideo } from '../api/get-video';
import { useRetryVideo } from '../api/change-video';
import { tusUploader, type VideoUploader } from '../api/tus-uploader';
import { cancelUpload, startUpload, useUploadSnapshot } from '../api/video-upload-store';
import { acceptedVideoFiles, videoFileProblem } from '../video-file-check';
import { CaptionsField } from './captions-field';
import { VideoStateBadge } from './video-state-badge';
import './video-upload-field.css';

export type VideoUploadFieldProps = {
  /** The video this content plays, once its upload was created; null before. */
  videoId: string | null;
  onVideoIdChange: (videoId: string | null) => void;
  /** The tus upload; tests pass their own. */
  uploader?: VideoUploader;
};

/**
 * 動画ファイル in the content form (issue 24): a file chosen, checked here, sent with tus in
 * chunks with its progress, speed and time left, cancellable; then the video's state (polled) with
 * 再試行 and 別のファイルに差し替える, and its captions. Choosing the same file again after a
 * reload goes on where the upload stopped.
 */
export function VideoUploadField({
  videoId,
  onVideoIdChange,
  uploader = tusUploader,
}: VideoUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const progressLabelId = `${id}-progress`;
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [askingToStop, setAskingToStop] = useState(false);
  // Which upload is this field's: the one it started, or the one of the video it shows.
  const [owner] = useState(() => `video-field-${Math.random().toString(36).slice(2)}`);
  // What the form had before this upload: キャンセル of a replacement keeps the video it had.
  const before = useRef<string | null>(null);
  const conversion = useConversion();
  const snapshot = useUploadSnapshot();
  const mine = snapshot.owner === owner || (videoId !== null && snapshot.videoId === videoId);
  const upload = {
    uploading: mine && snapshot.progress !== null,
    progress: mine ? snapshot.progress : null,
    outcome: mine ? snapshot.outcome : null,
  };
  const video = useVideo(upload.uploading ? null : videoId);
  const retry = useRetryVideo(videoId ?? '');
  const state = video.data?.state;
  const settled = state === 'converting' || state === 'ready' || state === 'failed';

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again (after a refusal, a cancel, or to resume).
    input.value = '';
    if (!file || upload.uploading) return;
    // A question left from the last upload (it ended while she was asked) is not this one's.
    setAskingToStop(false);
    const refusal = videoFileProblem(file);
    if (refusal) {
      setProblem((last) => ({ message: refusal, attempt: (last?.attempt ?? 0) + 1 }));
      return;
    }
    before.current = videoId;
    const started = startUpload(file, {
      owner,
      uploader,
      onCreated: (created) => {
        setReplacing(false);
        onVideoIdChange(created);
      },
    });
    setProblem(
      started ? null : { message: copy.videoUpload.busyElsewhere, attempt: (problem?.attempt ?? 0) + 1 },
    );
  };

  const cancel = () => {
    setAskingToStop(false);
    // Finished while she was being asked: nothing left to stop, and the video stays hers.
    void cancelUpload().then(
      (stopped) => {
        if (stopped) onVideoIdChange(before.current);
      },
      () => onVideoIdChange(before.current),
    );
  };

  // A file is asked for when there is no video yet, when one is being replaced, and when an upload
  // stopped half-way (choosing that file again resumes it).
  const asksForFile =
    !upload.uploading && (videoId === null || replacing || state === 'uploading' || state === undefined);

  return (
    <div className="field video-upload-field">
      {conversion.data?.available === false && <Alert tone="info">{copy.videoConversion.unavailable}</Alert>}
      {videoId && !upload.uploading && video.data && (
        <div className="video-upload-field__state">
          <span className="video-upload-field__state-label">{copy.videoUpload.stateLabel}</span>
          <VideoStateBadge video={video.data} />
          {video.data.originalName && (
            <span className="video-upload-field__name">
              {copy.videoUpload.chosenFile(video.data.originalName)}
            </span>
          )}
        </div>
      )}
      {asksForFile && (
        <FilePicker
          id={inputId}
          hintId={hintId}
          label={copy.videoUpload.fileLabel}
          hint={copy.videoUpload.fileHint}
          accept={acceptedVideoFiles}
          className="video-upload-field__input"
          problemId={problem ? problemId : null}
          onChange={onFileChosen}
        />
      )}
      {upload.progress && snapshot.fileName && (
        <span className="video-upload-field__name">{copy.videoUpload.chosenFile(snapshot.fileName)}</span>
      )}
      {upload.progress && (
        <div className="video-upload-field__progress">
          <span id={progressLabelId}>{copy.videoUpload.progressLabel}</span>
          <progress
            aria-labelledby={progressLabelId}
            max={100}
            value={upload.progress.percent}
            aria-valuetext={upload.progress.text}
          />
          <span className="video-upload-field__progress-text">{upload.progress.text}</span>
          <Button variant="secondary" onClick={() => setAskingToStop(true)}>
            {copy.videoUpload.cancel}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={askingToStop && upload.uploading}
        question={copy.videoUpload.confirmCancel}
        confirmLabel={copy.videoUpload.confirmCancelLabel}
        cancelLabel={copy.videoUpload.keepUploading}
        working={false}
        onConfirm={cancel}
        onCancel={() => setAskingToStop(false)}
      >
        <p>{copy.videoUpload.cancelEffect}</p>
      </ConfirmDialog>
      {problem && (
        <p key={problem.attempt} id={problemId} role="alert" className="field__error">
          {problem.message}
        </p>
      )}
      {/* 「アップロードが終わりました」 until the state below takes over from it. */}
      {upload.outcome && (upload.outcome.tone === 'error' || !settled) && (
        <Alert tone={upload.outcome.tone}>{upload.outcome.message}</Alert>
      )}
      {retry.isError && <Alert tone="error">{errorMessage(retry.error)}</Alert>}
      {videoId && !upload.uploading && state !== undefined && state !== 'uploading' && (
        <div className="video-upload-field__actions">
          {state === 'failed' && (
            <Button disabled={retry.isPending} onClick={() => retry.mutate(undefined)}>
              {copy.videoUpload.retry}
            </Button>
          )}
          {!replacing && (
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              {copy.videoUpload.replace}
            </Button>
          )}
        </div>
      )}
      {videoId && video.data && state !== 'uploading' && !upload.uploading && (
        <CaptionsField videoId={videoId} hasCaptions={video.data.hasCaptions} />
      )}
    </div>
  );
}
