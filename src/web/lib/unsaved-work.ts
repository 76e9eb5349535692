// The forms on screen with work not saved, for what leaves them from outside (ログアウト in the
// header). A form's own leave question is src/web/components/form/unsaved-changes-guard.tsx.

type Watched = { check: () => boolean };

const watched = new Set<Watched>();

/** Watches one form while it is shown; `unsaved` is false again once its work was let go. */
export function watchUnsavedWork(check: () => boolean) {
  const entry: Watched = { check };
  watched.add(entry);
  return {
    unsaved: () => watched.has(entry) && entry.check(),
    stop: () => void watched.delete(entry),
  };
}

/** Whether any form shown holds work not saved. */
export function hasUnsavedWork(): boolean {
  for (const entry of watched) if (entry.check()) return true;
  return false;
}

/** She chose to leave without saving (e.g. ログアウトする): no form asks again on the way out. */
export function letGoOfUnsavedWork(): void {
  watched.clear();
}
