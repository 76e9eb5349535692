import { useRef, useState } from 'react';

/**
 * The field a form's last problem is about: `fail` reports the problem (through `report`, the
 * panel's status message), marks the field (`errorOf` gives the words shown under it, the field is
 * then invalid) and moves the keyboard there.
 */
export function useFieldMarks<Field extends string>(report: (tone: 'error', text: string) => void) {
  const [marked, setMarked] = useState<{ field: Field; message: string } | null>(null);
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  return {
    /** The ref of the field's control, so `fail` can focus it. */
    bind: (field: Field) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    /** The latest problem: about `field`, or about no field (any mark goes). */
    fail: (field: Field | null, message: string) => {
      report('error', message);
      setMarked(field ? { field, message } : null);
      if (field) elements.current[field]?.focus();
    },
    /** She changed `field`: its mark goes. */
    unmark: (field: string) => setMarked((last) => (last?.field === field ? null : last)),
    clear: () => setMarked(null),
    errorOf: (field: Field) => (marked?.field === field ? marked.message : undefined),
  };
}
