import { useRef, useState, type FormEvent, type RefObject } from 'react';

type AskingForm = {
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  pending: boolean;
};

/**
 * A save that is hard to take back for others (every guest signed out, members losing a program)
 * asks first. `asks` says whether this save would do it, once the values pass the checks; given as
 * a function it is read as she saves (what a clock decides may have changed since the form last
 * rendered). The form's own submit runs only after the confirming button, so キャンセル keeps
 * everything typed.
 * Spread `formProps` on the <form> and `dialog` on a ConfirmDialog.
 */
export function useAskBeforeSubmit(form: AskingForm, asks: boolean | (() => boolean)) {
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // While a save is on its way the form ignores the press; it must not ask again either.
    if (!confirmed.current && !form.pending && (typeof asks === 'function' ? asks() : asks)) {
      event.preventDefault();
      setAsking(true);
      return;
    }
    confirmed.current = false;
    form.formProps.onSubmit(event);
  };
  return {
    formProps: { ...form.formProps, onSubmit },
    dialog: {
      open: asking,
      working: false,
      onConfirm: () => {
        setAsking(false);
        confirmed.current = true;
        form.formProps.ref.current?.requestSubmit();
      },
      onCancel: () => setAsking(false),
    },
  };
}
