import type { ChangeEvent } from 'react';

/** What `useForm().field(name)` gives a text input: enough for the shared account fields. */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

/** The part of a `useForm` result a shared field needs: the binding of the names it is given. */
export type BindsFields<Name extends string> = { field: (name: Name) => FieldBinding };
