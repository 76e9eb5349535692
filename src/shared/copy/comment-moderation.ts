/** The コメント tab of the admin screen. */
export const commentModeration = {
  heading: 'コメントの管理',
  /** Read out beside the tab's count. */
  waiting: (questions: number, pending: number) =>
    [questions > 0 ? `未回答の質問 ${questions}件` : '', pending > 0 ? `承認待ち ${pending}件` : '']
      .filter(Boolean)
      .join('、'),
  intro: '未回答の質問、承認待ち、通報されたもの、非表示のもの、新しいものの順に並んでいます。',
  filterLabel: '表示するコメント',
  filters: { open: '対応が必要なもの', all: 'すべて' },
  empty: '対応が必要なコメントはありません。',
  approvalLegend: '承認制',
  approvalOn: '承認制にする（新しいコメントはスタッフが承認してから表示）',
  approvalSaved: (on: boolean) => (on ? '承認制にしました' : '承認制を解除しました'),
  flags: {
    unanswered: '未回答の質問',
    pending: '承認待ち',
    reported: (count: number) => `通報 ${count}件`,
    hidden: '非表示',
    hiddenByReports: '非表示（通報3件）',
    new: '新着',
    muted: '投稿停止中',
  },
  on: (title: string) => `「${title}」へ`,
  reasons: '通報の理由',
  approve: '承認する',
  approved: '承認しました',
  hide: '非表示にする',
  hidden: '非表示にしました',
  restore: '表示に戻す',
  restored: '表示に戻しました',
  review: '確認済みにする',
  reviewed: '確認済みにしました',
  remove: '削除する',
  removeConfirm: 'このコメントを削除します（返信も削除されます）。よろしいですか？',
  removed: '削除しました',
  mute: 'この会員の投稿を止める',
  muteDone: 'この会員の投稿を止めました',
  unmute: '投稿の停止を解除する',
  unmuteDone: '投稿の停止を解除しました',
  openContent: 'コンテンツを開く',
  replyHeading: 'スタッフとして返信',
} as const;
