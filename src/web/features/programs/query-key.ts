/** Everything programs: joining, leaving, restarting and やったよ change all of it. */
export const programsQueryKey = 'programs';
