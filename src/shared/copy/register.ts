export const register = {
  heading: '新規登録',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード（6文字以上）',
  confirmLabel: 'パスワード（確認）',
  passphraseLabel: '今月の合言葉',
  // Optional; saved as the display name of my page (表示名).
  displayNameLabel: 'お名前（任意）',
  displayNameHint: 'マイページの表示名になります。あとから変更できます',
  submit: '登録する',
  missingField: 'すべての項目を入力してください',
  mismatch: 'パスワードが一致しません',
  tooShort: 'パスワードは6文字以上にしてください',
  tooCommon: 'このパスワードはよく使われているため使用できません',
  // Beside every new-password field from the start (shared/checks/account-checks.ts).
  passwordRules: (minLength: number, examples: readonly string[]) =>
    `${minLength}文字以上で入力してください。${examples.map((example) => `「${example}」`).join('')}のようによく使われているものは使えません`,
  badEmail: '有効なメールアドレスを入力してください',
  wrongPassphrase: '今月の合言葉が正しくありません',
  emailTaken: 'このメールアドレスは既に登録されています',
  otherError: (message: string) => `登録中にエラーが発生しました: ${message}`,
  success: '登録が完了しました。3秒後にトップページへ移動します',
  toLogin: 'ログインはこちら',
} as const;
