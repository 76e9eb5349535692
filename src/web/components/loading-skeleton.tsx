import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import './loading-skeleton.css';

/**
 * Grey shapes in place of what is loading. Busy for assistive technology, which hears 読み込み中
 * once; the shapes themselves are hidden from it.
 */
export function LoadingSkeleton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="visually-hidden">
        {copy.site.loading}
      </p>
      {children}
    </div>
  );
}

type SkeletonListProps = { count: number; className: string; itemClassName?: string; children: ReactNode };

/** A list of `count` grey items (each drawn by `children`) while the real list loads. */
export function SkeletonList({ count, className, itemClassName, children }: SkeletonListProps) {
  return (
    <LoadingSkeleton>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </LoadingSkeleton>
  );
}

/** One item's grey picture over its text box (`textClassName`): a line and a shorter line. */
export function SkeletonPictureAndText({ textClassName }: { textClassName: string }) {
  return (
    <>
      <span className="skeleton-block skeleton-block--media" />
      <span className={textClassName}>
        <span className="skeleton-block" />
        <span className="skeleton-block skeleton-block--short" />
      </span>
    </>
  );
}
