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
  feed: '/api/feed',
  contents: '/api/contents',
  contentSearch: '/api/contents/search',
  content: (id: string) => `/api/contents/${encodeURIComponent(id)}`,
  contentViews: (id: string) => `/api/contents/${encodeURIComponent(id)}/views`,
  favorites: '/api/favorites',
  favorite: (contentId: string) => `/api/favorites/${encodeURIComponent(contentId)}`,
  history: '/api/history',
  me: '/api/me',
  myPassword: '/api/me/password',
} as const;

/** Route patterns on the server for the addresses above that carry an id. */
export const apiRoutes = {
  content: '/api/contents/:id',
  contentViews: '/api/contents/:id/views',
  favorite: '/api/favorites/:id',
} as const;
