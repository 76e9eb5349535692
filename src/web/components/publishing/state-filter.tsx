import { useId } from 'react';
import { copy } from '#shared/copy.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import './publishing.css';

/** The list's choices: '' is すべて. */
export const stateFilters = ['', 'draft', 'scheduled', 'published'] as const;

type StateFilterProps = { value: PublishingState | ''; onChange: (state: PublishingState | '') => void };

/** 状態で絞り込む: すべて, 下書き, 予約 or 公開, above a staff list. */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const id = useId();
  return (
    <div className="field state-filter">
      <label className="field__label" htmlFor={id}>
        {copy.publishing.filterLabel}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as PublishingState | '')}
      >
        {stateFilters.map((state) => (
          <option key={state} value={state}>
            {state ? copy.publishing.states[state] : copy.publishing.filterAll}
          </option>
        ))}
      </select>
    </div>
  );
}
