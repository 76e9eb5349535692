export const detail = {
  heading: 'コンテンツ',
  notFound: 'コンテンツが見つかりませんでした',
  back: '戻る',
  favoriteAdd: 'お気に入りに追加',
  favoriteRemove: 'お気に入りから削除',
  play: '動画を再生',
  related: '関連コンテンツ',
} as const;
