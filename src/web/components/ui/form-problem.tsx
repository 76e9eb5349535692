import { useCallback, useState, type ReactNode } from 'react';
import { Alert } from './alert';

type Problem = { message: string; attempt: number };

/**
 * The error of a form. Each new problem remounts the alert, so a screen reader announces it
 * again even when the words are the same as last time.
 */
export function useFormProblem() {
  const [problem, setProblem] = useState<Problem | null>(null);
  const show = useCallback(
    (message: string) => setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, show, clear };
}

export function FormProblem({ problem, action }: { problem: Problem | null; action?: ReactNode }) {
  if (!problem) return null;
  return (
    <Alert key={problem.attempt} tone="error" action={action}>
      {problem.message}
    </Alert>
  );
}
