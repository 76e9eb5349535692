export const adminProgramsQueryKey = ['admin', 'programs'] as const;
