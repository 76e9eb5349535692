// A list's 編集 link tells the edit screen how the list was filtered, so that saving, キャンセル
// and 戻る return to the list as she left it, not to the whole list.

type FromList = { listSearch: string };

/** The location state for a list's 編集 link: the list's own query (its filter). */
export function fromList(search: string): FromList {
  return { listSearch: search };
}

/**
 * The list's path with the query it had when she left it, if she came from it. After a save that
 * moved the item to another state (`savedState`), a filter on the old state is dropped, so that
 * the list shows what she just saved beside the message saying so.
 */
export function backToList(listPath: string, state: unknown, savedState?: string): string {
  const search = (state as Partial<FromList> | null | undefined)?.listSearch;
  // Only a query on the list itself: never another path from whatever state the page was given.
  if (typeof search !== 'string' || !/^\?[^#/]*$/.test(search)) return listPath;
  const params = new URLSearchParams(search);
  const filtered = params.get('state');
  if (savedState !== undefined && filtered !== null && filtered !== savedState) params.delete('state');
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}
