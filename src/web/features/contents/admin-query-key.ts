/** Every cached answer of the admin contents screens starts with these keys. */
export const adminContentsQueryKey = ['admin', 'contents'] as const;
