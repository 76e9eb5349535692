/** Staff roles, the スタッフ tab and the invitation page (docs/product.md#staff-roles). */
export const staff = {
  roles: { owner: 'オーナー', editor: '編集者' },
  roleHints: {
    owner: 'すべての操作ができます（合言葉・会員・スタッフ・サイト設定を含む）',
    editor:
      'コンテンツ・プログラム・ライブレッスン・お知らせ・コメント・ダッシュボードを扱えます。合言葉・会員・スタッフ・サイト設定・規約・操作記録は扱えません',
  },
  listHeading: 'スタッフ一覧',
  inviteHeading: 'スタッフを招待する',
  inviteIntro: '招待メールのリンクは7日間有効で、1回だけ使えます。すでに会員の方も招待できます。',
  emailLabel: 'メールアドレス',
  roleLabel: '権限',
  inviteSubmit: '招待メールを送る',
  invited: (email: string, days: number) => `${email} に招待メールを送りました（${days}日間有効）`,
  alreadyStaff: 'この方はすでにスタッフです。権限はスタッフ一覧で変更できます',
  pendingHeading: '返事待ちの招待',
  noPending: '返事待ちの招待はありません',
  expiresAt: '有効期限',
  cancelInvitation: '招待を取り消す',
  invitationCancelled: (email: string) => `${email} への招待を取り消しました`,
  invitationGone: 'この招待はすでに受け付けられたか、取り消されています',
  mailFailed: '招待メールを送れませんでした。招待は作成していません。しばらくしてからもう一度お試しください',
  you: '（あなた）',
  noDisplayName: '表示名未設定',
  makeOwner: 'オーナーにする',
  makeEditor: '編集者にする',
  remove: 'スタッフから外す',
  // Not just キャンセル: the form's own キャンセル sits a little further down.
  cancel: 'アップロードをキャンセル',
  busyElsewhere: 'ほかの動画をアップロードしています。終わってから選んでください。',
  confirmRole: (email: string, role: string) => `${email} を${role}にしますか？`,
  roleChanged: (email: string, role: string) => `${email} を${role}にしました`,
  confirmRemove: (email: string) => `${email} をスタッフから外しますか？`,
  removeEffect:
    '管理画面を開けなくなります。アカウントは削除されず、会員としてはこれまでどおりサイトを利用できます。',
  removeSelfEffect: 'ご自身を外すと、この管理画面をすぐに開けなくなります。',
  removed: (email: string) => `${email} をスタッフから外しました。会員としてはこれまでどおり利用できます`,
  notStaff: 'この方はスタッフではありません',
  lastOwner: 'オーナーがほかにいないため、この変更はできません。先にほかの方をオーナーにしてください',
  ownerOnlyHeading: 'この画面はオーナーのみ使えます',
  ownerOnlyText:
    '編集者の方は、コンテンツ・プログラム・ライブレッスン・お知らせ・コメント・ダッシュボードをお使いください。',
  toAdminHome: '新規投稿へ',
  invitation: {
    heading: '運営スタッフへのご招待',
    checking: '招待を確認しています…',
    intro: (email: string, role: string) => `${email} 宛ての、${role}としての招待です。`,
    linkInvalid:
      'この招待リンクは使えません。取り消されたか、正しくないリンクです。オーナーに新しい招待をお願いしてください',
    linkUsed: 'この招待はすでに受け付けられています。ログインして管理画面をお使いください',
    linkExpired: 'この招待リンクは有効期限（7日間）が切れています。オーナーに新しい招待をお願いしてください',
    signInFirst:
      'このメールアドレスの会員アカウントがあります。ログインしてから、この画面で招待を受けてください。',
    signIn: 'ログインする',
    // A member brought in by CSV has no password yet: the reset mail sets her first one.
    noPassword:
      'パスワードをまだ設定していない方、またはお忘れの方は、下の「パスワードを設定する」から設定してから、招待メールのリンクをもう一度開いてください。',
    setPassword: 'パスワードを設定する',
    accept: '招待を受ける',
    accepted: (role: string) => `${role}として登録しました。管理画面をお使いいただけます`,
    wrongAccount: (email: string) =>
      `この招待は ${email} 宛てです。いまのアカウントでは受けられません。ログアウトしてから ${email} でログインしてください`,
    logout: 'ログアウトする',
    newAccountIntro: 'この招待で新しいアカウントを作成します。お名前とパスワードを決めてください。',
    displayNameLabel: 'お名前（任意）',
    passwordLabel: 'パスワード',
    passwordConfirmLabel: 'パスワード（確認）',
    createAccount: 'アカウントを作成して招待を受ける',
    accountExists: 'このメールアドレスの会員アカウントがすでにあります。ログインしてから招待を受けてください',
    toAdmin: '管理画面へ',
    toLogin: 'ログイン画面へ',
  },
} as const;
