import { TextInput } from 'react-admin';
import { ARABIC_INPUT } from './arabicInput';
import type { SettingsArabicField } from './settingsArabic';

/** An English settings field and its Arabic version side by side on a wide screen, one under the other on a phone. */
export const ARABIC_PAIR_SX = { gridColumn: '1 / -1', display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The Arabic version of one settings text, beside its English field: right to left, optional. */
export function SettingsArabicInput({ source, readOnly, multiline }: { source: SettingsArabicField; readOnly: boolean; multiline: boolean }) {
  return (
    <TextInput
      source={source}
      label={`shop.arabic.${source}`}
      readOnly={readOnly}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      helperText="shop.arabic.settingsHint"
      slotProps={ARABIC_INPUT}
      fullWidth
    />
  );
}
