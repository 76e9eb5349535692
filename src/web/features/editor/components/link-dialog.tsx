import { useId } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { UrlField } from '#web/components/ui/url-field';
import { useForm } from '#web/components/form/use-form';
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
  const form = useForm({
    initial: { url: initialUrl },
    check: ({ url }) => (httpUrl(url) ? null : { field: 'url', message: copy.admin.urlInvalid }),
    submit: ({ url }) => onApply(httpUrl(url) ?? url),
  });

  return (
    // Only the field shows what is wrong: the dialog is small and the field has the focus already.
    <form className="modal-dialog__body" {...form.formProps}>
      <h2 id={headingId}>{copy.admin.editor.linkDialogHeading}</h2>
      <UrlField label={copy.admin.editor.linkUrlLabel} {...form.field('url')} data-autofocus />
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
