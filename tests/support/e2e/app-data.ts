import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { runCli } from '#server/cli/run-cli.js';
import { apiPaths } from '#shared/api-paths.js';
import { dayKey, monthKey } from '#shared/business-time.js';
import { csrfHeader } from '#shared/csrf.js';
import type { AdminContent, ContentInput, ContentSaved, UploadedImage } from '#shared/schemas/admin.js';
import { linkIn, readOutbox } from '../outbox.js';

// Test data for the browser tests, prepared the way staff would: the CLI in-process against a
// running server's data folder, or the admin API. The run's server is shared by every file, so
// every helper works with it already holding other tests' accounts and contents.

/** The business time zone of the server under test (APP_TIMEZONE is left at its default). */
export const businessTimeZone = 'Asia/Tokyo';

/** This month's passphrase on every server the tests start (see setMonthPassphrase). */
export const e2ePassphrase = 'はなみずき2026';

/** Not among the common passwords the server refuses. */
export const e2ePassword = 'Sumire-Tsubaki-83';

export type Account = { email: string; password: string };

let counter = 0;

/** A fresh address per call: the server limits attempts per e-mail, and e-mails are unique. */
export function uniqueEmail(name = 'member'): string {
  counter += 1;
  return `${name}-${Date.now().toString(36)}-${process.pid}-${counter}@example.jp`;
}

/** Runs one staff command against the data folder of a server; fails the test on a non-zero exit. */
export async function staff(argv: string[], dataDir: string): Promise<string> {
  const out: string[] = [];
  const code = await runCli(argv, {
    env: { DATA_DIR: dataDir },
    print: (line) => out.push(line),
    printError: (line) => out.push(line),
  });
  if (code !== 0) throw new Error(`npm run cli -- ${argv.join(' ')} exited ${code}:\n${out.join('\n')}`);
  return out.join('\n');
}

export function currentMonth(): string {
  return monthKey(new Date(), businessTimeZone);
}

/** Sets e2ePassphrase for a month of the server's (this month by default). */
export async function setMonthPassphrase(dataDir: string, month = currentMonth()): Promise<void> {
  await staff(['passphrase:set', '--month', month, '--passphrase', e2ePassphrase], dataDir);
}

export async function createAccount(
  dataDir: string,
  options: { admin?: boolean; name?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(options.name ?? (options.admin ? 'admin' : 'member'));
  await staff(
    ['user:create', '--email', email, '--password', e2ePassword, ...(options.admin ? ['--admin'] : [])],
    dataDir,
  );
  return { email, password: e2ePassword };
}

/** Signs a browser context in through the API, as the login screen would; the cookie stays in the context. */
export async function signInThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post(apiPaths.login, {
    headers: { [csrfHeader.name]: csrfHeader.value },
    data: { email: account.email, password: account.password, passphrase: e2ePassphrase },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Starts a guest session in the context through the passphrase gate's API, as the gate screen would. */
export async function enterAsGuest(context: BrowserContext): Promise<void> {
  const response = await context.request.post(apiPaths.gate, {
    headers: { [csrfHeader.name]: csrfHeader.value },
    data: { passphrase: e2ePassphrase },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Uploads an image through the admin API (the context must be an admin's); returns its key and address. */
export async function uploadImage(
  context: BrowserContext,
  image: Buffer,
  purpose: 'thumbnail' | 'image',
): Promise<UploadedImage> {
  const response = await context.request.put(`${apiPaths.adminUploads}?purpose=${purpose}`, {
    headers: { [csrfHeader.name]: csrfHeader.value, 'content-type': 'image/png' },
    data: image,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedImage;
}

/** Posts a content through the admin API, as the admin screen would (the context must be an admin's). */
export async function postContent(
  context: BrowserContext,
  input: Partial<ContentInput> & Pick<ContentInput, 'title' | 'type'>,
): Promise<AdminContent> {
  const response = await context.request.post(apiPaths.adminContents, {
    headers: { [csrfHeader.name]: csrfHeader.value },
    data: {
      category: 'exercise',
      date: dayKey(new Date(), businessTimeZone),
      description: '',
      videoUrl: '',
      body: '',
      thumbnailKey: null,
      viewCount: 0,
      isFeatured: false,
      ...input,
    } satisfies ContentInput,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ContentSaved).content;
}

/**
 * The month has ended for this member: their sessions' expiry moves into the past, as it would at
 * 00:00 on the 1st. The server then answers "monthly authentication required" with their e-mail.
 */
export function endMonthFor(email: string, dataDir: string): void {
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const past = new Date(Date.now() - 60_000).toISOString();
    const result = db
      .prepare('update sessions set expires_at = ? where user_id = (select id from users where email = ?)')
      .run(past, email);
    if (result.changes === 0) throw new Error(`no session to end for ${email}`);
  } finally {
    db.close();
  }
}

/**
 * Gives a content a view count straight in the database, as if members had watched it that often
 * (the samples start at 0 views, so nothing is 人気 on a fresh site).
 */
export function setViewCount(contentId: string, viewCount: number, dataDir: string): void {
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db.prepare('update contents set view_count = ? where id = ?').run(viewCount, contentId);
    if (result.changes === 0) throw new Error(`no content ${contentId}`);
  } finally {
    db.close();
  }
}

/** The path and query of the link in the newest mail to `email` (the mail is sent just after the answer). */
export async function linkInLatestMailTo(email: string, dataDir: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir)
          .filter((candidate) => candidate.to.includes(email))
          .at(-1);
        link = mail ? linkIn(mail) : undefined;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
