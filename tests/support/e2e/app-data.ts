import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { runCli } from '../../../src/server/cli/run-cli.js';
import { apiPaths } from '../../../src/shared/api-paths.js';
import { monthKey } from '../../../src/shared/business-time.js';
import { csrfHeader } from '../../../src/shared/csrf.js';
import { linkIn, readOutbox } from '../outbox.js';

// Test data for the browser tests, prepared the way staff would: the CLI in-process against the
// running server's data folder. Every file shares one server, so every helper works with it
// already holding other tests' accounts and the passphrase below.

/** The business time zone of the server under test (APP_TIMEZONE is left at its default). */
export const businessTimeZone = 'Asia/Tokyo';

/** This month's passphrase on the shared server; every test file sets the same one. */
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

/** Runs one staff command against `dataDir` (the shared server's by default); fails the test on a non-zero exit. */
export async function staff(argv: string[], dataDir: string = inject('appDataDir')): Promise<string> {
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

export async function setMonthPassphrase(dataDir?: string): Promise<void> {
  await staff(['passphrase:set', '--month', currentMonth(), '--passphrase', e2ePassphrase], dataDir);
}

export async function createAccount(
  options: { admin?: boolean; name?: string; dataDir?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(options.name ?? (options.admin ? 'admin' : 'member'));
  await staff(
    ['user:create', '--email', email, '--password', e2ePassword, ...(options.admin ? ['--admin'] : [])],
    options.dataDir,
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

/**
 * The month has ended for this member: their sessions' expiry moves into the past, as it would at
 * 00:00 on the 1st. The server then answers "monthly authentication required" with their e-mail.
 */
export function endMonthFor(email: string, dataDir: string = inject('appDataDir')): void {
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

/** The path and query of the link in the newest mail to `email` (the mail is sent just after the answer). */
export async function linkInLatestMailTo(
  email: string,
  dataDir: string = inject('appDataDir'),
): Promise<string> {
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
