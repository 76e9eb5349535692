import { copy } from '#shared/copy.js';

// Generous enough that a member who mistypes a few times is never stopped, tight enough that
// guessing a password or the monthly passphrase is hopeless. Every limit is per visitor address:
// nothing anyone else does can lock a member out (docs/decisions/0012-access-hardening.md).
export const attemptLimits = {
  login: { perIp: { max: 100, minutes: 15, message: copy.login.tooManyAttempts } },
  gate: { perIp: { max: 30, minutes: 15, message: copy.site.tooManyAttempts } },
  register: {
    perIp: { max: 20, minutes: 60, message: copy.site.tooManyAttempts },
    perEmail: { max: 5, minutes: 60, message: copy.site.tooManyAttempts },
  },
  passwordReset: {
    perIp: { max: 10, minutes: 60, message: copy.site.tooManyAttempts },
    perEmail: { max: 3, minutes: 60, message: copy.site.tooManyAttempts },
  },
  passwordResetConfirm: { perIp: { max: 20, minutes: 15, message: copy.site.tooManyAttempts } },
  setup: { perIp: { max: 10, minutes: 15, message: copy.site.tooManyAttempts } },
  // Someone at a member's unlocked phone must not be able to guess the current password.
  passwordChange: { perIp: { max: 10, minutes: 15, message: copy.site.tooManyAttempts } },
  profile: { perIp: { max: 20, minutes: 15, message: copy.site.tooManyAttempts } },
  // Turning on reminders on a phone: a few times a day at most; each one is a row and a push.
  pushSubscribe: { perIp: { max: 20, minutes: 15, message: copy.site.tooManyAttempts } },
  // Opening contents: far more than anyone reads in a minute, far fewer than a script sends.
  views: { perIp: { max: 60, minutes: 1, message: copy.site.tooManyRequests } },
  /**
   * Failed password checks slow down the address they come from: the first few are free, then
   * each one makes the address wait twice as long as the one before, up to 15 minutes. The
   * address is forgotten after an hour without a failure.
   */
  passwordFailures: { free: 5, firstWaitSeconds: 2, maxWaitSeconds: 15 * 60, forgetAfterMinutes: 60 },
  /**
   * Wrong monthly passphrases, wherever they are typed (gate, login, registration): one budget per
   * address, and a cap for the whole site after which every new passphrase waits until the hour
   * is over. 300 an hour is far above the mistypes of a whole membership at the start of a month
   * (the busiest hour), yet holds a guesser with any number of addresses to 300 an hour, about
   * 220,000 a month: against a generated suggestion (two words of 128 and four digits, 160 million
   * choices) that is a 0.14 % chance in a month, and staff are told when it trips.
   */
  passphraseGuesses: { perAddress: { max: 10, minutes: 60 }, siteWide: { max: 300, minutes: 60 } },
} as const;
