import type { ReactNode } from 'react';
import { copy } from '#shared/copy.js';
import type { ContentState } from '#shared/schemas/admin.js';
import './choice-group.css';

const states = ['draft', 'scheduled', 'published'] as const satisfies readonly ContentState[];

/** A row of choices (radios or check boxes) under its legend; the page's own words below them. */
export function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One radio or check box of a ChoiceGroup, its words beside it. */
export function Choice({ children }: { children: ReactNode }) {
  return <label className="choice-group__choice">{children}</label>;
}

/**
 * 下書き / 予約 / 公開 (docs/decisions/0019-scheduled-posts.md), with what the chosen one does; the
 * same for a content and a notice.
 */
export function PublishingStateField({
  value,
  onChange,
}: {
  value: ContentState;
  onChange: (state: ContentState) => void;
}) {
  return (
    <ChoiceGroup legend={copy.publishing.stateLegend}>
      {states.map((state) => (
        <Choice key={state}>
          <input
            type="radio"
            name="state"
            value={state}
            checked={value === state}
            onChange={() => onChange(state)}
          />
          {copy.publishing.states[state]}
        </Choice>
      ))}
      <p className="field__hint">{copy.publishing.stateHints[value]}</p>
    </ChoiceGroup>
  );
}
