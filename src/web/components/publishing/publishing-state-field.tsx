import { copy } from '#shared/copy.js';
import type { PublishingState } from '#shared/schemas/publishing.js';

// 公開の状態 as staff choose it for a content and a program: the same words, the same control.

const states = ['draft', 'scheduled', 'published'] as const;

type PublishingStateFieldProps = { value: PublishingState; onChange: (state: PublishingState) => void };

/** 下書き / 予約 / 公開 as radio buttons, with what the chosen one means for members. */
export function PublishingStateField({ value, onChange }: PublishingStateFieldProps) {
  return (
    <fieldset className="choices">
      <legend className="field__label">{copy.publishing.stateLegend}</legend>
      {states.map((state) => (
        <label key={state} className="choice">
          <input
            type="radio"
            name="state"
            value={state}
            checked={value === state}
            onChange={() => onChange(state)}
          />
          {copy.publishing.states[state]}
        </label>
      ))}
      <p className="field__hint">{copy.publishing.stateHints[value]}</p>
    </fieldset>
  );
}
