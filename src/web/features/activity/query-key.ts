/** Every cached answer about やったよ starts with this key. */
export const activityQueryKey = 'activity';
