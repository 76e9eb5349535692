import { useCallback, useState } from 'react';
import { Alert } from './alert';

type Tone = 'success' | 'error';
export type StatusMessageState = { tone: Tone; text: string; attempt: number };

/**
 * The one message a panel shows after an action: saved, or why not. Each report remounts the
 * alert (its key is the attempt), so a screen reader announces it again even when the words repeat.
 * `initial`: a message carried over from the screen before (e.g. コンテンツを投稿しました).
 */
export function useStatusMessage(initial?: { tone: Tone; text: string }) {
  const [message, setMessage] = useState<StatusMessageState | null>(() =>
    initial ? { ...initial, attempt: 0 } : null,
  );
  const report = useCallback(
    (tone: Tone, text: string) => setMessage((last) => ({ tone, text, attempt: (last?.attempt ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, report, clear };
}

export function StatusMessage({ message }: { message: StatusMessageState | null }) {
  if (!message) return null;
  return (
    <Alert key={message.attempt} tone={message.tone}>
      {message.text}
    </Alert>
  );
}
