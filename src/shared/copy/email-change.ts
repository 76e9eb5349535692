export const emailChange = {
  heading: 'メールアドレスの変更',
  working: 'メールアドレスを変更しています...',
  done: (email: string) => `メールアドレスを ${email} に変更しました`,
  linkInvalid: 'このリンクは無効か、期限が切れています。マイページからもう一度お手続きください',
  toMypage: 'マイページへ',
  toLogin: 'ログイン画面へ',
} as const;
