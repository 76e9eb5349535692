/** 退会 and データのダウンロード (issue 22), on my page → 設定 and the staff's member card. */
export const leaving = {
  heading: '退会について',
  exportHeading: 'データのダウンロード',
  exportText:
    'プロフィール、ご登録日、視聴履歴、お気に入り、視聴の続き、やったよの記録、参加中のプログラム、コメントや質問、通報した記録、通知を受け取る端末、設定を、JSON形式のファイルでお渡しします。',
  exportButton: 'データをダウンロードする',
  exportFileName: (day: string) => `my-data-${day}.json`,
  deleteHeading: '退会する',
  deleteIntro: '退会すると、次の情報がすべて削除され、元に戻すことはできません。',
  deletedItems: [
    'アカウント（メールアドレス・表示名・パスワード）',
    '視聴履歴・お気に入り・視聴の続き',
    'やったよの記録・参加中のプログラム',
    'ライブのお知らせメール・カレンダー登録用のアドレス・スマホへの通知',
    'ログイン中のすべての端末の状態',
  ],
  // Said before she leaves: her comments stay in the threads, without her name (docs/product.md).
  keptNote:
    '投稿したコメントや質問は、ほかの方とのやりとりが分かるよう、お名前を外して「退会した会員」の投稿として残ります。消したい投稿は、退会の前に削除できます。コンテンツの閲覧回数など、個人を特定しない集計も残ります。',
  exportFirst: '必要な記録は、先に「データをダウンロードする」から保存してください。',
  passwordLabel: '現在のパスワード',
  passwordMissing: '退会するには、現在のパスワードを入力してください',
  deleteButton: '退会する',
  confirmHeading: '本当に退会しますか？',
  confirmText: 'アカウントと記録はすべて削除され、元に戻せません。',
  confirmButton: '退会する',
  cancel: 'やめる',
  working: '手続き中…',
  lastOwner: 'オーナーがほかにいないため退会できません。先にほかの方をオーナーにしてください',
  done: '退会の手続きが完了しました',
  goodbyeHeading: 'ご利用ありがとうございました',
  goodbyeText:
    '退会の手続きが完了し、アカウントと記録はすべて削除されました。これまでご利用いただき、本当にありがとうございました。',
  goodbyeAgain: 'またいつでも、新しく登録してご利用いただけます。',
  toLanding: 'トップページへ',
  staff: {
    delete: '会員を削除',
    confirmHeading: 'この会員を削除しますか？',
    confirmText: 'アカウントと記録はすべて削除され、元に戻せません。',
    confirmButton: '削除する',
    cancel: 'キャンセル',
    busyElsewhere: 'ほかの動画をアップロードしています。終わってから選んでください。',
    close: '閉じる',
    done: (email: string) => `${email} を削除しました`,
    cannotDeleteSelf: '自分のアカウントはここでは削除できません。マイページの設定から退会してください',
    lastOwner: '最後のオーナーは削除できません。先にほかの方をオーナーにしてください',
  },
} as const;
