/**
 * Where the arrow keys move in a row of tabs (WAI-ARIA tabs pattern): left and right wrap around,
 * Home and End go to the ends. null: the key is not one of ours.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
