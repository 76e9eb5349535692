import { useState } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/api-client';
import { useRemoveSamples } from '../api/remove-samples';

type RemoveSamplesProps = {
  /** Samples nobody has edited; the button shows only while there are some. */
  count: number;
  /** The list's status line. */
  report: (tone: 'success' | 'error', text: string) => void;
};

/** サンプルをまとめて削除: one action, after a question, instead of ten deletes (issue 26). */
export function RemoveSamples({ count, report }: RemoveSamplesProps) {
  const remove = useRemoveSamples();
  const [asking, setAsking] = useState(false);
  if (count === 0) return null;

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: ({ message }) => report('success', message),
      onError: (error) => report('error', errorMessage(error)),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} aria-haspopup="dialog">
        {copy.admin.removeSamples}
      </Button>
      <ConfirmDialog
        open={asking}
        question={copy.admin.confirmRemoveSamples(count)}
        confirmLabel={copy.admin.removeSamplesConfirm}
        working={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{copy.admin.removeSamplesEffect}</p>
      </ConfirmDialog>
    </>
  );
}
