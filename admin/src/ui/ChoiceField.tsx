import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type ChoiceFieldProps<T extends string> = Omit<TextFieldProps, 'select' | 'onChange' | 'children' | 'value'> & {
  value: T | '';
  choices: readonly T[];
  /** A choice's words (its catalogue key, translated). */
  labelOf: (choice: T) => string;
  /** The words of a first choice that picks none (the value ''), for a filter: "All statuses". */
  all?: string;
  onChange: (value: T | '') => void;
};

/** A select of fixed choices (statuses, platforms, roles): one item per choice, its words from `labelOf`. */
export function ChoiceField<T extends string>({ choices, labelOf, all, onChange, ...field }: ChoiceFieldProps<T>) {
  return (
    <TextField select {...field} onChange={(e) => onChange(e.target.value as T | '')}>
      {all === undefined ? null : <MenuItem value="">{all}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
