/**
 * Every state-changing API request carries this header. A cross-site form cannot set a custom
 * header, and a cross-site script cannot send one without a CORS preflight the server refuses.
 */
export const csrfHeader = { name: 'x-requested-with', value: 'karada-web' } as const;
