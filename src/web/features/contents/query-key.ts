/** Every cached answer about contents starts with this key, so they can be refreshed together. */
export const contentsQueryKey = 'contents';
