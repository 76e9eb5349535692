import { siteSubject } from './format.js';

/** News of new contents and the weekly digest (issue 23), chosen on my page. */
export const news = {
  heading: 'お知らせと新着の受け取り',
  lead: 'どれも、オンにしたときだけ届きます。',
  noticeMail: 'お知らせをメールで受け取る',
  contentPush: '新しい動画・記事が公開されたらプッシュ通知で知らせる',
  contentPushHint: '下の「スマホで使う」で「ライブの前にスマホに通知する」をオンにした端末に届きます。',
  weeklyDigest: '毎週日曜19時に、1週間の新着をまとめたメールを受け取る',
  weeklyDigestHint: '新着がない週は送りません。',
  saved: '受け取りの設定を保存しました',
  push: {
    newContentTitle: '新しいコンテンツ',
  },
  digest: {
    subject: (siteName: string) => siteSubject(siteName, '今週の新着のお知らせ'),
    greeting: (siteName: string) => `${siteName}の今週の新着をお届けします。`,
    newHeading: '■ 今週の新着',
    liveHeading: '■ 来週のライブレッスン',
    liveCancelled: '（お休み）',
    noLive: '予定はありません',
  },
  mailFooter: {
    why: 'このメールは、マイページの設定で受け取りをオンにした方にお送りしています。',
    stop: '今後このメールが不要な場合は、次のリンクから配信を停止できます（ログインは不要です）。',
  },
  unsubscribe: {
    heading: 'メール配信の停止',
    question: 'このメールの配信を停止しますか？',
    submit: '配信を停止する',
    done: '配信を停止しました。マイページの設定からいつでも再開できます。',
    invalid: 'このリンクは使えません。マイページの設定から受け取りを変更してください。',
    toHome: 'ホームへ',
  },
} as const;
