import type { ReactNode } from 'react';

// Decorative only: every navigation item also carries its text label.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Icon>
  );
}

export function NewIcon() {
  return (
    <Icon>
      <path d="M12 3l2.2 5.3L20 9l-4.4 3.8L17 19l-5-3.1L7 19l1.4-6.2L4 9l5.8-.7z" />
    </Icon>
  );
}

export function FeaturedIcon() {
  return (
    <Icon>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </Icon>
  );
}

export function PopularIcon() {
  return (
    <Icon>
      <path d="M12 21c4 0 7-2.7 7-6.8 0-3.7-2.6-6-4.2-8.2-.4 2-1.5 3.3-2.8 3.8C12.6 6.6 11 4.4 9 3c.3 3.1-1.6 5.2-3 7.2-.7 1.1-1 2.3-1 3.9C5 18.3 8 21 12 21z" />
    </Icon>
  );
}

export function MypageIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
    </Icon>
  );
}
