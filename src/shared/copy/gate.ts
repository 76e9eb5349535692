export const gate = {
  heading: '会員制サイト',
  label: '合言葉を入力',
  submit: '入る',
  empty: '合言葉を入力してください',
  wrong: '合言葉が正しくありません',
  notSet: '今月の合言葉がまだ設定されていません。運営にお問い合わせください',
  timeout: '処理に時間がかかっています。通信環境をご確認ください',
  toLogin: 'アカウントをお持ちの方はこちら（ログイン）',
} as const;
