import { useId, useState, type ChangeEvent } from 'react';
import { copy } from '#shared/copy.js';
import { FilePicker } from '#web/components/form/file-picker';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/api-client';
import { usePutCaptions, useRemoveCaptions } from '../api/change-video';
import { isCaptionsFile } from '../video-file-check';

type CaptionsFieldProps = { videoId: string; hasCaptions: boolean };

/** 字幕 (WebVTT) for an uploaded video: a .vtt file sent at once, or taken off. */
export function CaptionsField({ videoId, hasCaptions }: CaptionsFieldProps) {
  const id = useId();
  const put = usePutCaptions(videoId);
  const remove = useRemoveCaptions(videoId);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const busy = put.isPending || remove.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || busy) return;
    if (!isCaptionsFile(file)) {
      setMessage({ tone: 'error', text: copy.videoUpload.captionsWrongType });
      return;
    }
    setMessage(null);
    put.mutate(file, {
      onSuccess: () => setMessage({ tone: 'success', text: copy.videoUpload.captionsSaved }),
      onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <div className="field">
      <FilePicker
        id={`${id}-input`}
        hintId={`${id}-hint`}
        label={copy.videoUpload.captionsLabel}
        hint={hasCaptions ? copy.videoUpload.captionsPresent : copy.videoUpload.captionsHint}
        accept=".vtt,text/vtt"
        className="video-upload-field__input"
        disabled={busy}
        onChange={onFileChosen}
      />
      {hasCaptions && (
        <div>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => setMessage({ tone: 'success', text: copy.videoUpload.captionsRemoved }),
                onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
              })
            }
          >
            {copy.videoUpload.captionsRemove}
          </Button>
        </div>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}
