import { describe, expect, it } from 'vitest';
import { accountKeys } from '#web/features/account/query-keys';
import { activityKeys } from '#web/features/activity/query-keys';
import { contentKeys } from '#web/features/contents/query-keys';
import { dashboardKeys } from '#web/features/dashboard/query-keys';
import { favoriteKeys } from '#web/features/favorites/query-keys';
import { historyKeys } from '#web/features/history/query-keys';
import { liveKeys } from '#web/features/live/query-keys';
import { memberKeys } from '#web/features/members/query-keys';
import { passphraseKeys } from '#web/features/passphrases/query-keys';
import { programKeys } from '#web/features/programs/query-keys';
import { progressKeys } from '#web/features/progress/query-keys';
import { setupKeys } from '#web/features/setup/query-keys';
import { staffKeys } from '#web/features/staff/query-keys';
import { sessionQueryKey, siteSettingsQueryKey } from '#web/lib/shared-query-keys';

type Key = readonly unknown[];
type KeyTree = { readonly [name: string]: Key | ((...args: never[]) => Key) | KeyTree };

// The feature folder each set of keys lives in: its keys start with that name.
const features: Record<string, KeyTree> = {
  account: accountKeys,
  activity: activityKeys,
  contents: contentKeys,
  dashboard: dashboardKeys,
  favorites: favoriteKeys,
  history: historyKeys,
  live: liveKeys,
  members: memberKeys,
  passphrases: passphraseKeys,
  programs: programKeys,
  progress: progressKeys,
  setup: setupKeys,
  staff: staffKeys,
};

/** Every key a tree makes, by its path; factories are called with sample arguments. */
function keysOf(tree: KeyTree, prefix = ''): Array<[string, Key]> {
  return Object.entries(tree).flatMap(([name, value]): Array<[string, Key]> => {
    const at = `${prefix}${name}`;
    if (Array.isArray(value)) return [[at, value]];
    if (typeof value === 'function') {
      const make = value as (...args: string[]) => Key;
      return [[at, make(...Array.from({ length: make.length }, (_, index) => `sample-${index}`))]];
    }
    return keysOf(value as KeyTree, `${at}.`);
  });
}

function startsWith(key: Key, prefix: Key): boolean {
  return prefix.every((part, index) => key[index] === part);
}

describe('query keys', () => {
  it.each(Object.entries(features))("%s: every key starts with the feature's all key", (name, tree) => {
    expect(tree.all).toEqual([name]);
    for (const [at, key] of keysOf(tree)) {
      expect(startsWith(key, tree.all as Key), at).toBe(true);
    }
  });

  it.each(
    Object.entries(features).filter(
      ([, tree]) => typeof tree.admin === 'object' && !Array.isArray(tree.admin),
    ),
  )('%s: every staff key starts with admin.all', (_name, tree) => {
    const admin = tree.admin as KeyTree;
    for (const [at, key] of keysOf(admin)) expect(startsWith(key, admin.all as Key), at).toBe(true);
  });

  it('no two keys of a feature are the same, so no answer overwrites another', () => {
    for (const tree of Object.values(features)) {
      const made = keysOf(tree).filter(([at]) => !at.endsWith('all') && at !== 'calendars');
      const hashes = made.map(([, key]) => JSON.stringify(key));
      expect(new Set(hashes).size).toBe(hashes.length);
    }
  });

  it('the shared keys fall under no feature, so a feature-wide refresh leaves them alone', () => {
    for (const tree of Object.values(features)) {
      expect(startsWith(sessionQueryKey, tree.all as Key)).toBe(false);
      expect(startsWith(siteSettingsQueryKey, tree.all as Key)).toBe(false);
    }
  });
});
