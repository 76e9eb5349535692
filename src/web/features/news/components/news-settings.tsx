import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import type { NewsPreferences } from '#shared/schemas/notices.js';
import { QueryProblem } from '#web/components/query-problem';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { errorMessage } from '#web/lib/api-client';
import { useNewsPreferences } from '../api/get-news-preferences';
import { useSaveNewsPreferences } from '../api/save-news-preferences';
import './news-settings.css';

const choices = [
  { key: 'noticeMail', label: copy.news.noticeMail, hint: null },
  { key: 'contentPush', label: copy.news.contentPush, hint: copy.news.contentPushHint },
  { key: 'weeklyDigest', label: copy.news.weeklyDigest, hint: copy.news.weeklyDigestHint },
] as const;

/** My page → 設定: which news she wants (members). Each box saves as she ticks it. */
export function NewsSettings() {
  const headingId = useId();
  const id = useId();
  const preferences = useNewsPreferences();
  const save = useSaveNewsPreferences();
  const { message, report } = useStatusMessage();
  // As in the reminder setting: held here so the tick stays on screen while it saves.
  const [saving, setSaving] = useState<NewsPreferences | null>(null);
  const shown = saving ?? preferences.data;

  const change = (key: keyof NewsPreferences, wanted: boolean) => {
    if (saving !== null || !preferences.data) return;
    const next = { ...preferences.data, [key]: wanted };
    setSaving(next);
    save.mutate(next, {
      onSuccess: ({ message: text }) => report('success', text),
      onError: (error) => report('error', errorMessage(error)),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <section className="news-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.news.heading}</h2>
      <p className="news-settings__lead">{copy.news.lead}</p>
      {preferences.isError && !preferences.data && <QueryProblem query={preferences} />}
      {shown ? (
        <ul className="news-settings__list">
          {choices.map(({ key, label, hint }) => (
            <li key={key}>
              <div className="news-settings__check">
                <input
                  id={`${id}-${key}`}
                  type="checkbox"
                  checked={shown[key]}
                  aria-describedby={hint ? `${id}-${key}-hint` : undefined}
                  onChange={(event) => change(key, event.currentTarget.checked)}
                />
                <label htmlFor={`${id}-${key}`}>{label}</label>
              </div>
              {hint && (
                <p id={`${id}-${key}-hint`} className="news-settings__hint">
                  {hint}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        !preferences.isError && <Spinner />
      )}
      <StatusMessage message={message} />
    </section>
  );
}
