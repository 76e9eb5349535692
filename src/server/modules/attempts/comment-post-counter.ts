/**
 * The attempt counter of one member's comment posts (modules/comments counts them; 退会 deletes it
 * with her other rows). Keyed by her id, unlike the sign-in counters, which are keyed by address.
 */
export const commentPostCounterKey = (userId: string) => `comment-posts:${userId}`;
