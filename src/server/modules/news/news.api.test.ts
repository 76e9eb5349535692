import { beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { readOutbox, type OutboxMail } from '#tests/support/outbox.js';
import type { StandInDevice } from '#tests/support/push-service.js';
import { signedInMember } from '#tests/support/signed-in.js';
import { pushProcessesForAllTests } from '#tests/support/push-app.js';
import { fixedClock } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { NewsPreferences, NoticeInput } from '#shared/schemas/notices.js';
import { readNewsPreferences } from './news-preference-repository.js';

// The news that goes out (issue 23): a notice by mail and push when it appears, a push per new
// content to those who asked, and the weekly digest on Sunday at 19:00 Tokyo time. Two app
// processes share one database (the test's engine), and a third starts later: each goes out once.

const passphrase = 'いちょう';
const siteName = 'からだ日和';
// Thursday 26 November 2026, 13:00 in Tokyo.
const noticeAt = '2026-11-26T04:00:00.000Z';
// Friday 27 November 2026, 07:00 in Tokyo.
const contentAt = '2026-11-26T22:00:00.000Z';
// Sunday 29 November 2026, 19:00 in Tokyo.
const digestAt = '2026-11-29T10:00:00.000Z';
const second = (iso: string, offset: number) => new Date(Date.parse(iso) + offset * 1000);

const notice: NoticeInput = {
  title: '12月のライブは特別編です',
  body: '<p>12月はストレッチの特別編をお届けします。</p><p>お楽しみに。</p>',
  state: 'scheduled',
  publishDate: '2026-11-26',
  publishTime: '13:00',
  pinnedUntil: '',
  sendPush: true,
  sendMail: true,
};

describe('news: notices, new contents and the weekly digest', () => {
  const clock = fixedClock('2026-11-26T03:00:00Z');
  let admin: TestVisitor;
  let alice: TestVisitor & { userId: string; email: string };
  let bob: TestVisitor & { userId: string; email: string };
  let carol: TestVisitor & { userId: string; email: string };
  let alicePhone: StandInDevice;
  let bobPhone: StandInDevice;
  let carolPhone: StandInDevice;

  const push = pushProcessesForAllTests(clock, { SITE_NAME: siteName });

  /** Both processes, twice each, at once: what a minute's timers could do at worst. */
  const rounds = async () =>
    (await Promise.all(push.apps.flatMap((app) => [app.sendDueNews(), app.sendDueNews()]))).reduce(
      (sum, count) => sum + count,
      0,
    );
  const mails = () => readOutbox(push.config.dataDir);
  const mailsTo = (email: string) => mails().filter((mail) => mail.to.includes(email));

  async function choose(visitor: TestVisitor, choices: NewsPreferences) {
    const response = await visitor.request({ method: 'PUT', url: apiPaths.myNews, payload: choices });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: copy.news.saved, preferences: choices });
  }

  async function subscribe(visitor: TestVisitor, device: StandInDevice) {
    const response = await visitor.post(apiPaths.myPushSubscription, device.subscription);
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    const first = await push.start();
    await push.start();
    await setPassphrase(first.db, '2026-11', passphrase);
    await setPassphrase(first.db, '2026-12', passphrase);
    admin = await signedInMember(first, passphrase, { isAdmin: true });
    alice = await signedInMember(first, passphrase);
    bob = await signedInMember(push.apps[1]!, passphrase);
    carol = await signedInMember(first, passphrase);
    alicePhone = push.service.device('alice-phone');
    bobPhone = push.service.device('bob-phone');
    carolPhone = push.service.device('carol-phone');
  });

  it('starts with every choice off, and keeps each member her own', async () => {
    const fresh = await alice.get(apiPaths.myNews);
    expect(fresh.json()).toEqual({ noticeMail: false, contentPush: false, weeklyDigest: false });
    await choose(alice, { noticeMail: true, contentPush: true, weeklyDigest: true });
    await choose(carol, { noticeMail: true, contentPush: true, weeklyDigest: true });
    expect((await bob.get(apiPaths.myNews)).json()).toEqual({
      noticeMail: false,
      contentPush: false,
      weeklyDigest: false,
    });
    await subscribe(alice, alicePhone);
    await subscribe(bob, bobPhone);
    await subscribe(carol, carolPhone);
    // Staff disable Carol: she gets nothing from now on.
    const disabled = await admin.request({
      method: 'PUT',
      url: apiPaths.adminMemberStatus(carol.userId),
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
  });

  it('sends a scheduled notice when it appears, once per member and device', async () => {
    const written = await admin.post(apiPaths.adminNotices, notice);
    expect(written.statusCode, written.body).toBe(201);

    clock.set(second(noticeAt, -1));
    expect(await rounds()).toBe(0);
    clock.set(noticeAt);
    // Alice's mail, Alice's and Bob's phones; Bob asked for no mail, Carol is disabled.
    expect(await rounds()).toBe(3);
    expect(mails().map((mail) => mail.to)).toEqual([alice.email]);
    const [mail] = mailsTo(alice.email);
    expect(mail!.subject).toBe(copy.notices.mail.subject(siteName, notice.title));
    expect(mail!.text).toContain('12月はストレッチの特別編をお届けします。\nお楽しみに。');
    expect(mail!.text).not.toContain('<p>');
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const pushed = { title: copy.notices.push.title, body: notice.title, url: '/member/notices' };
    expect(alicePhone.received).toEqual([pushed]);
    expect(bobPhone.received).toEqual([pushed]);
    expect(carolPhone.received).toEqual([]);
    expect(push.service.refused).toEqual([]);

    // A process started afterwards finds it all sent.
    const old = push.apps.pop()!;
    await old.close();
    await push.start();
    clock.set(second(noticeAt, 120));
    expect(await rounds()).toBe(0);
    expect(mails()).toHaveLength(1);
  });

  it('pushes a new content when it really appears, to those who asked before', async () => {
    const posted = await admin.post(
      apiPaths.adminContents,
      testArticle({ title: '朝のストレッチ', date: '2026-11-27', state: 'scheduled', publishTime: '07:00' }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const contentId = (posted.json() as { content: { id: string } }).content.id;
    clock.set(second(contentAt, -1));
    expect(await rounds()).toBe(0);
    clock.set(contentAt);
    expect(await rounds()).toBe(1);
    expect(alicePhone.received.at(-1)).toEqual({
      title: copy.news.push.newContentTitle,
      body: '朝のストレッチ',
      url: `/member/content/${contentId}`,
    });
    // Bob did not ask for contents.
    expect(bobPhone.received).toHaveLength(1);
    clock.set(second(contentAt, 60));
    expect(await rounds()).toBe(0);
  });

  let digest: OutboxMail;

  it('mails the weekly digest on Sunday at 19:00, Tokyo time, once per member', async () => {
    clock.set(second(digestAt, -1));
    expect(await rounds()).toBe(0);
    clock.set(digestAt);
    expect(await rounds()).toBe(1);
    const digests = mailsTo(alice.email).filter(
      (mail) => mail.subject === copy.news.digest.subject(siteName),
    );
    expect(digests).toHaveLength(1);
    digest = digests[0]!;
    expect(digest.text).toContain(`${copy.news.digest.newHeading}\n・朝のストレッチ\n`);
    expect(digest.text).toMatch(/http:\/\/\S+\/member\/content\/[\w-]+/);
    // The default lesson: Wednesdays 21:00–22:00.
    expect(digest.text).toContain(`${copy.news.digest.liveHeading}\n・12月2日(水) 21:00〜22:00\n`);
    expect(digest.header('List-Unsubscribe')).toMatch(
      /^<http:\/\/\S+\/api\/news\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toMatch(/\/news\/unsubscribe\?token=[\w-]+\s*$/);
    expect(mailsTo(carol.email)).toEqual([]);

    clock.set(second(digestAt, 3600));
    expect(await rounds()).toBe(0);
  });

  it('skips the digest of a week with nothing new', async () => {
    clock.set('2026-12-06T10:00:00.000Z');
    expect(await rounds()).toBe(0);
    expect(mails().filter((mail) => mail.subject === copy.news.digest.subject(siteName))).toHaveLength(1);
  });

  it('stops the digest with one click from the mail service, no sign-in, and nothing else', async () => {
    const url = new URL(/^<(.*)>$/.exec(digest.header('List-Unsubscribe'))![1]!);
    const wrong = await push.apps[0]!.inject({
      method: 'POST',
      url: `${url.pathname}?token=not-a-token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(400);
    const crossSite = await push.apps[0]!.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(crossSite.statusCode).toBe(403);
    const oneClick = await push.apps[0]!.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ message: copy.news.unsubscribe.done });
    // The digest stops; the notice mail she also asked for stays. (A new month: she has not
    // signed in again, so her choices are read where they are kept.)
    expect(await readNewsPreferences(push.apps[0]!.db, alice.userId)).toEqual({
      noticeMail: true,
      contentPush: true,
      weeklyDigest: false,
    });
  });

  it('stops the notice mail from the link in its text (the page posts the token)', async () => {
    const [noticeMail] = mailsTo(alice.email);
    const token = /\/news\/unsubscribe\?token=([\w-]+)$/.exec(noticeMail!.text)![1]!;
    const stopped = await push.apps[0]!.inject({
      method: 'POST',
      url: `${apiPaths.newsUnsubscribe}?token=${token}`,
      headers: { 'x-requested-with': 'karada-biyori' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await readNewsPreferences(push.apps[0]!.db, alice.userId)).noticeMail).toBe(false);
  });
});
