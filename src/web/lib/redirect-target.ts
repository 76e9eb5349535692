import { sameSitePath } from '#shared/same-site-path.js';

/**
 * Where to go after signing in, taken from the address bar. Only paths on this site are allowed
 * (the rule lives in src/shared/same-site-path.ts), so a crafted link cannot send a member to
 * another site after they type their password.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}
