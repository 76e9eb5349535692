import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { ProgramDetail } from '#shared/schemas/programs.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { errorMessage } from '#web/lib/api-client';
import { useJoinProgram } from '../api/join-program';
import { useLeaveProgram } from '../api/leave-program';
import { useRestartProgram } from '../api/restart-program';
import './programs.css';

type Asking = 'leave' | 'restart' | null;

/** 参加する, or once she follows it やめる and 最初からやり直す (each asked once more first). */
export function ProgramActions({ program }: { program: ProgramDetail }) {
  const join = useJoinProgram();
  const leave = useLeaveProgram();
  const restart = useRestartProgram();
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(null);
  const questionId = useId();
  const working = join.isPending || leave.isPending || restart.isPending;

  const run = (mutation: typeof join) => {
    if (working) return;
    mutation.mutate(program.id, {
      onSuccess: (changed) => setNotice({ tone: 'success', text: changed.message, at: Date.now() }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error), at: Date.now() }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <div className="stack">
      {notice && (
        <Alert key={notice.at} tone={notice.tone}>
          {notice.text}
        </Alert>
      )}
      <div className="program-actions">
        {program.startedDay === null ? (
          <Button onClick={() => run(join)} aria-disabled={working || undefined}>
            {copy.programs.join}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setAsking('restart')}>
              {copy.programs.restart}
            </Button>
            <Button variant="ghost" onClick={() => setAsking('leave')}>
              {copy.programs.leave}
            </Button>
          </>
        )}
      </div>
      <ModalDialog open={asking !== null} onClose={() => setAsking(null)} labelledBy={questionId}>
        <div className="modal-dialog__body">
          <h2 id={questionId}>
            {asking === 'leave' ? copy.programs.leaveConfirm : copy.programs.restartConfirm}
          </h2>
          <div className="modal-dialog__actions">
            <Button variant="secondary" onClick={() => setAsking(null)} data-autofocus>
              {copy.programs.cancel}
            </Button>
            <Button
              onClick={() => run(asking === 'leave' ? leave : restart)}
              aria-disabled={working || undefined}
            >
              {asking === 'leave' ? copy.programs.leave : copy.programs.restart}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
