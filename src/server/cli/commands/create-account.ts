import { hashPassword } from '#server/modules/auth/password-hashing.js';
import { adminExists, findUserByEmail, insertUser } from '#server/modules/users/user-repository.js';
import { copy } from '#shared/copy.js';
import { CliInputError, type CliCommand } from '../cli-context.js';
import { accountInput } from './account-input.js';

export const adminCreate: CliCommand = {
  summary: '管理者アカウントを作成します（管理者がすでにいる場合は作成しません）',
  usage: 'admin:create --email E [--password P]',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  async run({ db: openDb, clock, print, readSecret }, options) {
    const { email, password } = await accountInput(options, { readSecret });
    const db = await openDb();
    if (await adminExists(db)) throw new CliInputError(copy.setup.adminExists);
    if (await findUserByEmail(db, email)) throw new CliInputError(copy.register.emailTaken);
    await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      now: clock.now(),
    });
    print(`管理者を作成しました: ${email}`);
  },
};

export const userCreate: CliCommand = {
  summary: '会員アカウントを作成します（--admin で管理者として作成）',
  usage: 'user:create --email E [--password P] [--admin]',
  options: { email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean' } },
  async run({ db: openDb, clock, print, readSecret }, options) {
    const { email, password } = await accountInput(options, { readSecret });
    const db = await openDb();
    if (await findUserByEmail(db, email)) throw new CliInputError(copy.register.emailTaken);
    const isAdmin = options.admin === true;
    await insertUser(db, { email, passwordHash: await hashPassword(password), isAdmin, now: clock.now() });
    print(`${isAdmin ? '管理者' : '会員'}を作成しました: ${email}`);
  },
};
