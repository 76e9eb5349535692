import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the address (`?state=draft`), so that 編集 → 戻る, a reload or the
 * browser's back button find the list as she left it. A value the list does not know reads as
 * `fallback`, which is left out of the address.
 */
export function useListFilter<Value extends string>(
  name: string,
  allowed: readonly Value[],
  fallback: Value,
): [Value, (value: Value) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const given = searchParams.get(name);
  const value = allowed.find((candidate) => candidate === given) ?? fallback;
  const setValue = (next: Value) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === fallback) params.delete(name);
        else params.set(name, next);
        return params;
      },
      // Each change of filter is not a page of its own for the back button.
      { replace: true },
    );
  return [value, setValue];
}
