/** API addresses, shared so the web app's fetchers and the server's routes cannot drift apart. */
export const apiPaths = {
  health: '/api/health',
  session: '/api/auth/session',
  gate: '/api/auth/gate',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  setup: '/api/setup',
} as const;
