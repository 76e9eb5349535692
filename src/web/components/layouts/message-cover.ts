// Which messages the fixed bottom navigation hides (use-messages-above-nav.ts).

const messageRoles = '[role="status"], [role="alert"]';

export type Box = { top: number; bottom: number; height: number };
type Viewport = { navTop: number; height: number };

/**
 * Whether a message sits under the navigation: it reaches below the nav's top edge while it starts
 * on the screen. One that starts below the screen was not where she was looking, and one only for
 * screen readers (1 px) has nothing to show.
 */
export function coveredByNav(box: Box, viewport: Viewport): boolean {
  if (box.height <= 1) return false;
  return box.top < viewport.height && box.bottom > viewport.navTop;
}

/** The messages a batch of changes added or rewrote, with words in them; none still loading. */
export function touchedMessages(records: readonly MutationRecord[]): Element[] {
  const found = new Set<Element>();
  for (const record of records) {
    const parent = record.target instanceof Element ? record.target : record.target.parentElement;
    const around = parent?.closest(messageRoles);
    if (around) found.add(around);
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.matches(messageRoles)) found.add(node);
      for (const inside of node.querySelectorAll(messageRoles)) found.add(inside);
    }
  }
  return [...found].filter(
    (message) => message.textContent?.trim() && message.closest('[aria-busy="true"]') === null,
  );
}
