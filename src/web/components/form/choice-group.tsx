import type { ReactNode } from 'react';
import './choice-group.css';

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

type CheckChoiceProps = {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
};

/** A yes/no setting of a form as a check box with its words beside it (in a ChoiceGroup or alone). */
export function CheckChoice({ name, checked, onChange, children }: CheckChoiceProps) {
  return (
    <Choice>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </Choice>
  );
}

type RadioChoicesProps<Value extends string> = {
  name: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  labelOf: (option: Value) => string;
};

/** One radio button per option of a ChoiceGroup, its words beside it. */
export function RadioChoices<Value extends string>({
  name,
  options,
  value,
  onChange,
  labelOf,
}: RadioChoicesProps<Value>) {
  return options.map((option) => (
    <Choice key={option}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
      />
      {labelOf(option)}
    </Choice>
  ));
}
