import type { ReactNode } from 'react';
import './alert.css';

type AlertTone = 'error' | 'success' | 'info';

// Errors interrupt (alert), successes wait their turn (status), plain notices are not announced.
const roles: Record<AlertTone, 'alert' | 'status' | undefined> = {
  error: 'alert',
  success: 'status',
  info: undefined,
};

type AlertProps = { tone: AlertTone; children: ReactNode; action?: ReactNode; className?: string };

export function Alert({ tone, children, action, className }: AlertProps) {
  return (
    <div role={roles[tone]} className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}>
      <div className="alert__message">{children}</div>
      {action && <div className="alert__action">{action}</div>}
    </div>
  );
}
