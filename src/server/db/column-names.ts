const camelKeys = new Map<string, string>();

/**
 * snake_case to camelCase, as Kysely's CamelCasePlugin maps a result's columns: for the reads that
 * run beside Kysely (prepared-postgres.ts, direct-sqlite.ts) and must hand back the same rows.
 */
export function camel(key: string): string {
  let mapped = camelKeys.get(key);
  if (mapped === undefined) {
    mapped = key.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());
    camelKeys.set(key, mapped);
  }
  return mapped;
}
