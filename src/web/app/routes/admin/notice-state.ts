/** A message for the next screen, passed in the history entry's state (e.g. コンテンツを投稿しました). */
export type NoticeState = { notice: string };

export function noticeState(message: string | undefined): NoticeState | null {
  return message ? { notice: message } : null;
}

export function noticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<NoticeState> | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}
