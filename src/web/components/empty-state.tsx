import type { ReactNode } from 'react';
import './empty-state.css';

/** Nothing to show yet (no contents, no history, no favorites, no results), said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
