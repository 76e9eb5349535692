export const member = {
  homeHeading: 'トップ',
  headerTabs: { top: 'トップ', new: '新着', featured: '注目', popular: '人気' },
  bottomNav: { home: 'ホーム', new: '新着', featured: '注目', popular: '人気', mypage: 'マイページ' },
  guestName: 'ゲスト',
  // 管理画面: shown to staff only, who also sign in here.
  menu: { history: '視聴履歴', logout: 'ログアウト', favorites: 'お気に入り', admin: '管理画面' },
  // The row of her own pages on home and my page (issue 26).
  shortcutsLabel: 'わたしのページ',
  sections: { new: '新着コンテンツ', featured: '注目コンテンツ', popular: '人気コンテンツ' },
  more: 'もっと見る',
  listHeadings: { new: '新着コンテンツ', featured: '注目コンテンツ', popular: '人気コンテンツ' },
  allCategories: 'すべて',
  emptyCategory: 'このカテゴリーにはまだコンテンツがありません',
  emptyList: 'コンテンツがまだありません',
  badges: { new: '新着', featured: '注目', popular: '人気' },
  types: { video: '動画', article: '記事' },
  viewCount: (count: number) => `${count}回視聴`,
  searchLabel: 'コンテンツを検索',
  noSearchResults: (query: string) => `「${query}」に一致するコンテンツは見つかりませんでした`,
  // When nothing matches (issue 25): shorter words that do find something, and the categories.
  searchSuggestion: (hasWords: boolean) =>
    hasWords
      ? '言葉を短くすると見つかるかもしれません。次の言葉でも探してみてください。'
      : 'ほかの言葉や短い言葉で探すか、カテゴリーから選んでみてください。',
  searchSuggestedWordsLabel: 'この言葉で探す',
  searchSuggestedCategoriesLabel: 'カテゴリーから探す',
  loginRequired: 'ログインが必要です',
  headerNavLabel: 'コンテンツの切り替え',
  bottomNavLabel: 'メニュー',
  searchHeading: '検索結果',
  searchSubmit: '検索',
  searchSummary: (query: string) => `「${query}」の検索結果`,
  searchPrompt: '探したい言葉を検索欄に入力してください',
  searchTooManyWords: (limit: number) =>
    `検索できる言葉は${limit}つまでです。言葉を減らしてもう一度お試しください`,
  categoryTabsLabel: 'カテゴリー',
  toLogin: 'ログインする',
} as const;
