// Pure edits of a program's days, shared by the keyboard buttons and drag and drop.

/** The list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** More days are added empty at the end; fewer drop the last days. */
export function resizeDays<T>(days: readonly T[][], count: number): T[][] {
  if (!Number.isInteger(count) || count < 0) return days.map((day) => [...day]);
  return Array.from({ length: count }, (_, index) => [...(days[index] ?? [])]);
}

/** Moves a content from one day to another position (in the same day or another), if there is room. */
export function moveContent<T>(
  days: readonly T[][],
  from: { day: number; index: number },
  to: { day: number; index: number },
  maxPerDay: number,
): T[][] {
  const next = days.map((day) => [...day]);
  const source = next[from.day];
  const target = next[to.day];
  if (!source || !target || from.index >= source.length) return next;
  if (from.day === to.day) {
    next[from.day] = moveItem(source, from.index, to.index);
    return next;
  }
  if (target.length >= maxPerDay) return next;
  const [item] = source.splice(from.index, 1);
  target.splice(Math.min(to.index, target.length), 0, item as T);
  return next;
}

/** Titles that contain every word of the query (case-insensitive), leaving out those chosen. */
export function searchTitles<T extends { id: string; title: string }>(
  items: readonly T[],
  query: string,
  exclude: ReadonlySet<string>,
  limit: number,
): T[] {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  return items
    .filter((item) => !exclude.has(item.id))
    .filter((item) => {
      const title = item.title.normalize('NFKC').toLowerCase();
      return words.every((word) => title.includes(word));
    })
    .slice(0, limit);
}
