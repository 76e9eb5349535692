/** Drafts and scheduled posts (issue 22). */
export const publishing = {
  stateLegend: '公開の状態',
  states: { draft: '下書き', scheduled: '予約', published: '公開' },
  stateHints: {
    draft: '会員には表示されません。',
    scheduled: '指定した日時になると会員に表示されます。',
    published: '保存するとすぐに会員に表示されます。',
  },
  dateLabel: { draft: '公開日', scheduled: '予約日', published: '公開日' },
  timeLabel: '予約時刻',
  timeInvalid: '予約時刻を正しく入力してください',
  dateInvalid: '予約日を正しく入力してください',
  timeNotFuture: '予約の日時は今より後にしてください',
  dateInFuture: '先の日付に公開するときは「予約」を選んでください',
  /** 予約 2026年12月1日 7:00 */
  scheduledAt: (date: string, time: string) => `予約 ${date} ${time}`,
  filterLabel: '状態で絞り込む',
  filterAll: 'すべて',
  /** The filtered list has nothing: 「予約」のものはありません */
  noneInState: (state: string) => `「${state}」のものはありません`,
  // Saving a public content or program as 下書き or 予約 (asked first).
  takeDown: {
    draftQuestion: (title: string) => `「${title}」を下書きに戻しますか？`,
    draftConfirm: '下書きに戻す',
    scheduleQuestion: (title: string, date: string, time: string) =>
      `「${title}」を${date} ${time}の予約にしますか？`,
    scheduleConfirm: '予約にする',
  },
  preview: 'プレビュー',
  previewNoJoin: 'プレビューでは参加できません。公開されると、会員はここから参加できます。',
  previewBanner: {
    draft: 'プレビュー：この下書きはまだ公開されていません。会員には表示されません。',
    scheduled: (at: string) => `プレビュー：${at}に公開される予定です。それまで会員には表示されません。`,
  },
} as const;
