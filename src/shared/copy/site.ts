export const site = {
  // Under every passphrase field (gate, login, registration): how it is compared (normalizePassphrase).
  passphraseHint: 'ひらがな・カタカナ、全角・半角のどちらで入力しても大丈夫です',
  defaultName: 'からだ日和',
  tagline: '40代・50代からの、無理しないダイエットの旅',
  loading: '読み込み中...',
  /** A form's send button while her request is on its way. */
  working: '処理中...',
  genericError: (message: string) => `エラーが発生しました: ${message}`,
  unknownError: '不明なエラー',
  retry: '再読み込み',
  offline: 'サーバーに接続できません。通信環境をご確認ください',
  invalidInput: '入力内容に誤りがあります。もう一度ご確認ください',
  notFound: 'お探しのページは見つかりませんでした',
  notFoundHint: 'アドレスが正しいか、もう一度ご確認ください',
  toHome: 'トップページへ',
  tooManyRequests: 'アクセスが集中しています。しばらくしてから再度お試しください',
  tooManyAttempts: '試行回数が多すぎます。しばらくしてから再度お試しください',
  passphraseGuessingPaused:
    '合言葉の入力が集中しているため、受け付けを一時的に止めています。しばらくしてから再度お試しください',
  forbiddenRequest: 'このリクエストは受け付けられません。ページを再読み込みしてからお試しください',
  adminOnly: 'この操作は管理者のみ行えます',
  ownerOnly: 'この操作はオーナーのみ行えます。必要な場合はオーナーにご相談ください',
  payloadTooLarge: '送信されたデータが大きすぎます',
  skipToContent: '本文へスキップ',
  errorHeading: 'エラーが発生しました',
} as const;
