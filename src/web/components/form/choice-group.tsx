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
