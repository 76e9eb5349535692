const all = ['videos'] as const;

/** Every key of the videos feature starts with `all`; a video's state is polled under `status`. */
export const videoKeys = {
  all,
  status: (id: string) => [...all, 'status', id] as const,
  conversion: () => [...all, 'conversion'] as const,
};
