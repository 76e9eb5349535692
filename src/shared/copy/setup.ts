export const setup = {
  heading: '初期設定',
  emailLabel: '管理者メールアドレス',
  passwordLabel: '管理者パスワード',
  submit: '管理者を作成する',
  missing: '管理者のメールアドレスとパスワードを入力してください',
  adminExists: '管理者はすでに作成されています',
  linkInvalid: '初期設定用のリンクが無効です。サーバー起動時に表示されたリンクを開いてください',
  created: '管理者を作成しました。合言葉の設定に進みます',
} as const;
