import type { ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled group of radio choices with its error line: order type and payment method in checkout. */
export function ChoiceGroup<V extends string>(props: {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | '' | null | undefined;
  onChange: (value: V) => void;
  error?: string | null;
  listClassName: string;
}) {
  const { legend, name, choices, value, onChange, error, listClassName } = props;
  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend className="field-label" style={{ marginBottom: 6 }}>
        {legend}
      </legend>
      <div className={listClassName}>
        {choices.map((c) => (
          <label className="choice" key={c.value}>
            <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
            <span>
              {c.label}
              {c.hint ? <small>{c.hint}</small> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
