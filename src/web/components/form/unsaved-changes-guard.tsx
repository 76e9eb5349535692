import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { copy } from '#shared/copy.js';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { watchUnsavedWork } from '#web/lib/unsaved-work';

type GuardedForm = { hasUnsavedChanges: () => boolean };

type UnsavedChangesGuardProps = {
  form: GuardedForm;
  /** What else leaving loses, said under the question; read when she is asked (null: nothing). */
  alsoLost?: () => string | null;
  /** Done as she leaves without saving: work that only this form would have kept is stopped. */
  onLeave?: () => void;
};

/**
 * Leaving a form with changes not saved asks first: a link or キャンセル inside the site opens a
 * question (このページに残る keeps everything typed), and closing or reloading the tab gets the
 * browser's own question where the browser offers one (iOS Safari does not). A save's own way
 * out is not asked about: it has nothing left unsaved.
 * Rendered once inside a form that holds long work (an article, a notice, a program).
 */
export function UnsavedChangesGuard({ form, alsoLost, onLeave }: UnsavedChangesGuardProps) {
  // Watched while shown, so ログアウト in the header asks too (a signed-out screen then lets go).
  const shown = useRef(form);
  shown.current = form;
  const watch = useRef<ReturnType<typeof watchUnsavedWork> | null>(null);
  useEffect(() => {
    const watching = watchUnsavedWork(() => shown.current.hasUnsavedChanges());
    watch.current = watching;
    return watching.stop;
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (watch.current?.unsaved() ?? form.hasUnsavedChanges()) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Asked when the tab is closed or reloaded, read at that moment (a screen of several editors
  // does not render again as one of them is typed in).
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!(watch.current?.unsaved() ?? false)) return;
      event.preventDefault();
      // Older Chromium and WebViews ask only when this is set too.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const asked = blocker.state === 'blocked';
  const lostToo = asked ? (alsoLost?.() ?? null) : null;
  return (
    <ConfirmDialog
      open={asked}
      question={copy.admin.unsaved.question}
      confirmLabel={copy.admin.unsaved.leave}
      cancelLabel={copy.admin.unsaved.stay}
      working={false}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <p>{copy.admin.unsaved.effect}</p>
      {lostToo && <p>{lostToo}</p>}
    </ConfirmDialog>
  );
}
