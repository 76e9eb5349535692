/**
 * Moves the keyboard to the field a problem is about, found by its name: the form's control of
 * that name, or else the element marked `data-field` (a part that is no form control, such as a
 * list of days or the article editor). A marked element that cannot take focus itself hands it to
 * the editable area inside it.
 */
export function focusField(form: HTMLFormElement | null, name: string): void {
  if (!form) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) {
    control.focus();
    return;
  }
  const marked = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!marked) return;
  const target = marked.hasAttribute('tabindex')
    ? marked
    : marked.querySelector<HTMLElement>('[contenteditable="true"]');
  target?.focus();
}
