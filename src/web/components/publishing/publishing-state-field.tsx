import { copy } from '#shared/copy.js';
import type { PublishingState } from '#shared/schemas/publishing.js';
import { ChoiceGroup, RadioChoices } from '#web/components/form/choice-group';

// 公開の状態 as staff choose it for a content, a program and a notice: the same words, the same control.

const states = ['draft', 'scheduled', 'published'] as const;

type PublishingStateFieldProps = { value: PublishingState; onChange: (state: PublishingState) => void };

/** 下書き / 予約 / 公開 as radio buttons, with what the chosen one means for members. */
export function PublishingStateField({ value, onChange }: PublishingStateFieldProps) {
  return (
    <ChoiceGroup legend={copy.publishing.stateLegend}>
      <RadioChoices
        name="state"
        options={states}
        value={value}
        onChange={onChange}
        labelOf={(state) => copy.publishing.states[state]}
      />
      <p className="field__hint">{copy.publishing.stateHints[value]}</p>
    </ChoiceGroup>
  );
}
