import { LineIcon } from '#web/components/ui/line-icon';

// Decorative only: every navigation item also carries its text label.

export function HomeIcon() {
  return (
    <LineIcon>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </LineIcon>
  );
}

// 新着: sparkles, fresh and new. Not a star, which once also meant お気に入り (issue 26).
export function NewIcon() {
  return (
    <LineIcon>
      <path d="M10 4c.8 4.6 2.4 6.2 7 7-4.6.8-6.2 2.4-7 7-.8-4.6-2.4-6.2-7-7 4.6-.8 6.2-2.4 7-7z" />
      <path d="M18.5 2.5c.3 1.5.9 2.2 2.5 2.5-1.6.3-2.2 1-2.5 2.5-.3-1.5-.9-2.2-2.5-2.5 1.6-.3 2.2-1 2.5-2.5z" />
      <path d="M18.5 17.5v3M17 19h3" />
    </LineIcon>
  );
}

/** お気に入り, as on the content page's button. */
export function HeartIcon() {
  return (
    <LineIcon>
      <path d="M12 20.3s-8-4.7-8-10.6A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 8 2.4c0 5.9-8 10.6-8 10.6z" />
    </LineIcon>
  );
}

/** 視聴履歴: a clock turning back. */
export function HistoryIcon() {
  return (
    <LineIcon>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4 3.5v3.7h3.7" />
      <path d="M12 8v4.3l2.8 1.7" />
    </LineIcon>
  );
}

export function FeaturedIcon() {
  return (
    <LineIcon>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </LineIcon>
  );
}

export function PopularIcon() {
  return (
    <LineIcon>
      <path d="M12 21c4 0 7-2.7 7-6.8 0-3.7-2.6-6-4.2-8.2-.4 2-1.5 3.3-2.8 3.8C12.6 6.6 11 4.4 9 3c.3 3.1-1.6 5.2-3 7.2-.7 1.1-1 2.3-1 3.9C5 18.3 8 21 12 21z" />
    </LineIcon>
  );
}

export function MypageIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
    </LineIcon>
  );
}
