export const legal = {
  // The owner's legal pages (issue 26 item 14); the titles are also the links' words.
  titles: {
    privacy: 'プライバシーポリシー',
    terms: '利用規約',
    commerce: '特定商取引法に基づく表記',
  },
  navLabel: '規約と表記',
  updatedOn: (date: string) => `最終更新日：${date}`,
  notPublished: 'このページは現在公開されていません',
  toLanding: 'トップページへ戻る',
  // 登録すると、利用規約とプライバシーポリシーに同意したものとみなされます。 The links go between the parts.
  agreementStart: '登録すると、',
  agreementJoin: 'と',
  agreementEnd: 'に同意したものとみなされます。',
  admin: {
    lead: 'ここに書いた内容は、決まったアドレスで誰でも読めるページとして公開されます。内容が空のページは公開されず、どこからもリンクされません。',
    published: '公開中',
    unpublished: '未公開（内容が空です）',
    bodyLabel: (title: string) => `${title}の本文`,
    save: '保存する',
    saved: (title: string) => `${title}を保存しました`,
    emptied: (title: string) => `${title}を空にして、非公開にしました`,
    view: (title: string) => `${title}の公開ページを見る`,
    updatedAt: (date: string, time: string) => `最終更新：${date} ${time}`,
  },
} as const;
