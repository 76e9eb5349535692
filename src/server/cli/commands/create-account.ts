import { hashPassword } from '#server/modules/auth/password-hashing.js';
import { adminExists, findUserByEmail, insertUser } from '#server/modules/users/user-repository.js';
import { copy } from '#shared/copy.js';
import { CliInputError, type CliCommand } from '../cli-context.js';
import { accountInput } from './account-input.js';

export const adminCreate: CliCommand = {
  summary: 'オーナー（管理者）アカウントを作成します（管理者がすでにいる場合は作成しません）',
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
      staffRole: 'owner',
      now: clock.now(),
    });
    print(`オーナー（管理者）を作成しました: ${email}`);
  },
};

export const userCreate: CliCommand = {
  summary: '会員アカウントを作成します（--admin でオーナー（管理者）として作成）',
  usage: 'user:create --email E [--password P] [--admin]',
  options: { email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean' } },
  async run({ db: openDb, clock, print, readSecret }, options) {
    const { email, password } = await accountInput(options, { readSecret });
    const db = await openDb();
    if (await findUserByEmail(db, email)) throw new CliInputError(copy.register.emailTaken);
    const staffRole = options.admin === true ? 'owner' : null;
    await insertUser(db, { email, passwordHash: await hashPassword(password), staffRole, now: clock.now() });
    print(`${staffRole ? 'オーナー（管理者）' : '会員'}を作成しました: ${email}`);
  },
};
