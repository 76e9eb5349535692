import { copy } from '../../../shared/copy.js';

// Generous enough that a member who mistypes a few times is never stopped, tight enough that
// guessing a password or the monthly passphrase is hopeless. Windows are short, so a member
// whose address someone else hammers is locked out for minutes, not days.
export const attemptLimits = {
  login: {
    perIp: { max: 100, minutes: 15, message: copy.login.tooManyAttempts },
    perEmail: { max: 10, minutes: 15, message: copy.login.tooManyAttempts },
  },
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
} as const;
