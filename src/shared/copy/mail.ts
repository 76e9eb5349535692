import { siteMail } from './format.js';

// The mails the server sends (src/server/plugins/mail.ts). `siteName` is always the current
// setting of the admin screen, so a renamed site is renamed in its mail too.
export const mail = {
  staffInvite: ({
    siteName,
    link,
    role,
    days,
  }: {
    siteName: string;
    link: string;
    role: string;
    days: number;
  }) =>
    siteMail(siteName, '運営スタッフへのご招待', [
      `${siteName}の運営スタッフ（${role}）としてご招待します。`,
      `下のリンクを開いて、招待を受けてください（${days}日間有効・1回限り）。`,
      'すでに会員の方はログインしてから、まだアカウントのない方はお名前とパスワードを決めてお進みください。',
      '',
      link,
      '',
      'お心当たりがない場合は、このメールを破棄してください。',
    ]),
  memberInvite: ({ siteName, link, days }: { siteName: string; link: string; days: number }) =>
    siteMail(siteName, '会員登録のご案内（パスワードの設定）', [
      `${siteName}の会員として登録いたしました。`,
      `下のリンクからパスワードを設定してください（${days}日間有効・1回限り）。`,
      'ログインの際は、スタジオからお知らせする今月の合言葉もお使いください。',
      '',
      link,
    ]),
  resetRequested: ({ siteName, link }: { siteName: string; link: string }) =>
    siteMail(siteName, 'パスワード再設定のご案内', [
      `${siteName}をご利用いただきありがとうございます。`,
      '',
      'パスワード再設定のお申し込みを受け付けました。下のリンクから新しいパスワードを設定してください。',
      'リンクの有効期限は1時間で、1回だけお使いいただけます。',
      '',
      link,
      '',
      'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    ]),
  resetByStaff: ({ siteName, link }: { siteName: string; link: string }) =>
    siteMail(siteName, 'パスワード再設定のご案内', [
      '運営スタッフがパスワード再設定のリンクをお送りしました。',
      '下のリンクから新しいパスワードを設定してください（1時間有効・1回限り）。',
      '',
      link,
    ]),
  emailChangeConfirm: ({ siteName, link }: { siteName: string; link: string }) =>
    siteMail(siteName, 'メールアドレス変更の確認', [
      `${siteName}のアカウントのメールアドレスを、このアドレスに変更するお申し込みを受け付けました。`,
      '下のリンクを開くと変更が完了します。リンクの有効期限は1時間で、1回だけお使いいただけます。',
      '',
      link,
      '',
      'お心当たりがない場合は、このメールを破棄してください。メールアドレスは変更されません。',
    ]),
  emailChanged: ({ siteName, newEmail }: { siteName: string; newEmail: string }) =>
    siteMail(siteName, 'メールアドレスが変更されました', [
      `${siteName}のアカウントのメールアドレスが ${newEmail} に変更されました。`,
      'お心当たりがない場合は、運営までご連絡ください。',
    ]),
} as const;
