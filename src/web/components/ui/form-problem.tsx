import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import { errorField, errorMessage } from '#web/lib/api-client';
import { focusControl } from '#web/lib/form-values';
import { Alert } from './alert';

type Problem<Field extends string> = { message: string; field: Field | null; attempt: number };

/**
 * The error of a form, and the field it is about when there is one (marked invalid, its message
 * under it, the keyboard moved there). Each new problem remounts the alert, so a screen reader
 * announces it again even when the words are the same as last time. `formRef` goes on the form:
 * the field's control is found there by its name, unless `focus` says how to reach it.
 */
export function useFormProblem<Field extends string = never>(focus?: (field: Field) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem<Field> | null>(null);
  const focusRef = useRef(focus);
  useEffect(() => {
    focusRef.current = focus;
  });
  const show = useCallback((message: string, field: Field | null = null) => {
    setProblem((last) => ({ message, field, attempt: (last?.attempt ?? 0) + 1 }));
    if (!field) return;
    if (focusRef.current) focusRef.current(field);
    else focusControl(formRef.current, field);
  }, []);
  /** What a check of shared/checks found before sending. */
  const fail = useCallback((found: FieldProblem<Field>) => show(found.message, found.field), [show]);
  /** A refused request: its message, and the field a 400 answer names, when the form has it. */
  const failWith = useCallback(
    (error: unknown, fields: readonly Field[]) => show(errorMessage(error), errorField(error, fields)),
    [show],
  );
  const clear = useCallback(() => setProblem(null), []);
  /** The person changed a field: when the problem was about it, its mark goes; the message stays. */
  const clearField = useCallback(
    (field: string) => setProblem((last) => (last?.field === field ? { ...last, field: null } : last)),
    [],
  );
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined);
  return { formRef, problem, show, fail, failWith, clear, clearField, errorOf };
}

export function FormProblem({
  problem,
  action,
}: {
  problem: Pick<Problem<string>, 'message' | 'attempt'> | null;
  action?: ReactNode;
}) {
  if (!problem) return null;
  return (
    <Alert key={problem.attempt} tone="error" action={action}>
      {problem.message}
    </Alert>
  );
}
