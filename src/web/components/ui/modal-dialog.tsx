import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

type ModalDialogProps = {
  open: boolean;
  /** Escape, or the caller's own cancel button. */
  onClose: () => void;
  /** The id of the element that names the dialog (its heading or question). */
  labelledBy: string;
  describedBy?: string | undefined;
  /** Runs once the dialog has closed, e.g. to put the focus somewhere better than where it was. */
  afterClose?: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A native modal <dialog>: the browser keeps focus inside it, makes the page behind inert and
 * gives focus back to where it was when it closes. Open and closed follow `open`. The element
 * marked `data-autofocus` gets the focus when it opens (else the first one that can take it).
 *
 * Rendered at the end of <body>, so a dialog with a form of its own may be used inside another form.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  afterClose,
  children,
  className,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const afterCloseRef = useRef(afterClose);
  useEffect(() => {
    afterCloseRef.current = afterClose;
  }, [afterClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('input, select, textarea, button, a[href]');
      target?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      afterCloseRef.current?.();
    }
  }, [open]);

  return createPortal(
    <dialog
      ref={ref}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: React state decides, so the dialog and `open` never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>,
    document.body,
  );
}
