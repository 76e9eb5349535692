const all = ['passphrases'] as const;

/** Every key of this feature starts with `all`: saving a passphrase refreshes the list and the warnings. */
export const passphraseKeys = {
  all,
  list: () => [...all, 'list'] as const,
  status: () => [...all, 'status'] as const,
};
