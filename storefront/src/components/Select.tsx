export interface SelectOption {
  value: string;
  label: string;
}

/** The shop's native select: native so phones show their own picker. `anyLabel` adds a first option for "no filter". */
export function Select(props: { id: string; value: string; options: readonly SelectOption[]; onChange: (value: string) => void; anyLabel?: string }) {
  const { id, value, options, onChange, anyLabel } = props;
  return (
    <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
      {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
