// Every path the web app knows lives here, so links, redirects and the router cannot drift apart.

import { legalPagePaths } from '#shared/legal-pages.js';

/** Query parameter names shared by the screens that write and the screens that read them. */
export const queryParams = {
  redirectTo: 'redirectTo',
  search: 'q',
  /** The category tab of a content list. */
  category: 'category',
  /** The tab of my page. */
  tab: 'tab',
  /** archive=live: a content list shows live archives only. */
  archive: 'archive',
  reminderStopToken: 'token',
  newsUnsubscribeToken: 'token',
  resetToken: 'token',
  staffInvitationToken: 'token',
  setupToken: 'token',
  emailChangeToken: 'token',
  /** The audit log's filters: staff member, kind of target, first and last business day. */
  auditActor: 'actor',
  auditTarget: 'target',
  auditFrom: 'from',
  auditTo: 'to',
} as const;

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  root: '/',
  landing: '/landing',
  gate: '/password',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Opened from the mail sent to a new e-mail address (the server writes the same path into it). */
  confirmEmail: '/confirm-email',
  setup: '/setup',
  admin: '/admin',
  adminPassphrases: '/admin/passphrases',
  adminContents: '/admin/contents',
  adminContentEditPattern: '/admin/contents/:id/edit',
  adminContentEdit: (id: string) => `/admin/contents/${encodeURIComponent(id)}/edit`,
  adminMembers: '/admin/members',
  adminDashboard: '/admin/dashboard',
  adminSettings: '/admin/settings',
  adminLive: '/admin/live',
  adminComments: '/admin/comments',
  adminPrograms: '/admin/programs',
  adminProgramNew: '/admin/programs/new',
  adminProgramEditPattern: '/admin/programs/:id/edit',
  adminProgramEdit: (id: string) => `/admin/programs/${encodeURIComponent(id)}/edit`,
  /** The owner's legal pages, open to everyone (the server links them from /landing too). */
  privacy: legalPagePaths.privacy,
  terms: legalPagePaths.terms,
  commerce: legalPagePaths.commerce,
  adminLegal: '/admin/legal',
  /** 操作記録: the audit log of staff actions, its filters in the query (queryParams.audit*). */
  adminAudit: '/admin/audit',
  adminStaff: '/admin/staff',
  /** The page a staff invitation mail links to (?token=…). */
  staffInvitation: '/staff-invitation',
  adminNotices: '/admin/notices',
  /** The one-click stop link of the live-lesson reminder mail (no sign-in). */
  liveReminderStop: '/live-reminder/stop',
  /** The unsubscribe link in the text of a news mail (no sign-in); the server writes it too. */
  newsUnsubscribe: '/news/unsubscribe',
  /** Shown once a member has left (退会): nobody is signed in any more. */
  goodbye: '/goodbye',
  /** Router pattern for anything no other route claims. */
  catchAll: '*',

  member: {
    home: '/member',
    new: '/member/new',
    featured: '/member/featured',
    popular: '/member/popular',
    history: '/member/history',
    mypage: '/member/mypage',
    search: '/member/search',
    live: '/member/live',
    programs: '/member/programs',
    notices: '/member/notices',
    programPattern: '/member/programs/:id',
    program: (id: string) => `/member/programs/${encodeURIComponent(id)}`,
    liveArchives: '/member/new?archive=live',
    contentPattern: '/member/content/:id',
    content: (id: string) => `/member/content/${encodeURIComponent(id)}`,
    searchFor: (query: string) => withQuery('/member/search', { [queryParams.search]: query.trim() }),
    /** The new list of one category (its tab chosen). */
    newIn: (category: string) => withQuery('/member/new', { [queryParams.category]: category }),
    mypageTab: (tab?: string) => withQuery('/member/mypage', { [queryParams.tab]: tab }),
  },

  /** Addresses of the original site that still reach the right screen. */
  legacy: {
    home: '/home',
    new: '/new',
    featured: '/featured',
    popular: '/popular',
    history: '/history',
    mypage: '/mypage',
    content: '/content/:id',
    firebaseInit: '/firebase-init',
  },

  loginFor: (redirectTo?: string) => withQuery('/login', { [queryParams.redirectTo]: redirectTo }),
  gateFor: (redirectTo?: string) => withQuery('/password', { [queryParams.redirectTo]: redirectTo }),
  resetPasswordWith: (token: string) => withQuery('/reset-password', { [queryParams.resetToken]: token }),
  registerFor: (redirectTo?: string) => withQuery('/register', { [queryParams.redirectTo]: redirectTo }),
} as const;
