// The show / hide button beside a passphrase or password field (components/ui/secret-field.tsx).
export const secretField = {
  show: '表示',
  hide: '非表示',
  showNamed: (label: string) => `${label}を表示する`,
  hideNamed: (label: string) => `${label}を非表示にする`,
} as const;
