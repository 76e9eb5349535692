import { useId, useState, type FormEvent } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { TextField } from '#web/components/ui/text-field';
import { httpUrl } from '#shared/checks/http-url.js';

type LinkDialogProps = {
  open: boolean;
  initialUrl: string;
  /** The cursor is on a link: offer to take it off. */
  canRemove: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
  afterClose?: () => void;
};

/** Asks for a link's address (http or https only). */
export function LinkDialog({
  open,
  initialUrl,
  canRemove,
  onApply,
  onRemove,
  onClose,
  afterClose,
}: LinkDialogProps) {
  const headingId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} afterClose={afterClose} labelledBy={headingId}>
      <LinkForm
        headingId={headingId}
        initialUrl={initialUrl}
        canRemove={canRemove}
        onApply={onApply}
        onRemove={onRemove}
        onClose={onClose}
      />
    </ModalDialog>
  );
}

type LinkFormProps = Omit<LinkDialogProps, 'open' | 'afterClose'> & { headingId: string };

// Mounted each time the dialog opens, so it starts from the link under the cursor.
function LinkForm({ headingId, initialUrl, canRemove, onApply, onRemove, onClose }: LinkFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form sits inside the article form: its submit must not reach that one.
    event.stopPropagation();
    const address = httpUrl(url);
    if (!address) {
      setError(copy.admin.urlInvalid);
      return;
    }
    onApply(address);
  };

  return (
    <form className="modal-dialog__body" noValidate onSubmit={submit}>
      <h2 id={headingId}>{copy.admin.editor.linkDialogHeading}</h2>
      <TextField
        label={copy.admin.editor.linkUrlLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={url}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        data-autofocus
      />
      <div className="modal-dialog__actions">
        {canRemove && (
          <Button variant="ghost" onClick={onRemove}>
            {copy.admin.editor.removeLink}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {copy.admin.buttons.cancel}
        </Button>
        <Button type="submit">{copy.admin.editor.applyLink}</Button>
      </div>
    </form>
  );
}
