import { Form, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Card, CardContent, CardHeader, Box, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { isDemoValue } from './demoValues';
import type { Settings } from '../api/types';
import { SECTIONS, SECTION_RULES, sectionChanged, type SectionName } from './settingsRules';
import { arabicOf, isArabicSetting } from '../arabic/settingsArabic';
import { ARABIC_PAIR_SX, SettingsArabicInput } from '../arabic/SettingsArabicInput';
import { FormSubmitButton } from '../ui/FormSubmitButton';

const MULTILINE = new Set(['description', 'businessAddress']);
function SaveButton({ section, stored, disabled }: { section: SectionName; stored: Settings | null; disabled: boolean }) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, string | null>;
  const changed = sectionChanged(values, stored as unknown as Record<string, string | null>, section);
  return (
    <FormSubmitButton
      label={translate('ra.action.save')}
      busyLabel={translate('shop.settings.saving')}
      startIcon={<SaveIcon />}
      disabled={disabled || !changed}
      data-testid={`save-${section}`}
    />
  );
}

/** One settings card: its own form, read-only outside edit mode, Save enabled only when a value changed. */
export function SettingsCard({
  section,
  title,
  stored,
  editing,
  note,
  onSave,
}: {
  section: SectionName;
  title: string;
  stored: Settings | null;
  editing: boolean;
  note?: string;
  onSave: (section: SectionName, values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}) {
  const translate = useTranslate();
  const defaults = Object.fromEntries(SECTIONS[section].map((k) => [k, (stored?.[k as keyof Settings] as string | null) ?? '']));
  return (
    <Card data-testid={`card-${section}`}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {note ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        ) : null}
        <Form
          key={`${editing}-${stored?.updatedAt ?? ''}`}
          defaultValues={defaults}
          validate={(v) => SECTION_RULES[section](v as Record<string, string>)}
          onSubmit={(v: Record<string, unknown>) => onSave(section, v)}
          noValidate
        >
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {SECTIONS[section]
              .filter((k) => !isArabicSetting(k))
              .map((k) => (
                <Box key={k} sx={arabicOf(k) ? ARABIC_PAIR_SX : MULTILINE.has(k) ? { gridColumn: '1 / -1' } : undefined}>
                  <TextInput
                    source={k}
                    label={`shop.settings.fields.${k}`}
                    readOnly={!editing}
                    multiline={MULTILINE.has(k)}
                    minRows={MULTILINE.has(k) ? 2 : undefined}
                    // the English value, a URL or a number reads left to right on an Arabic screen (its own direction)
                    slotProps={{ htmlInput: { dir: 'auto' } }}
                    helperText={
                      isDemoValue(k, stored?.[k as keyof Settings] as string | null) ? (
                        <Box component="span" data-testid={`demo-value-${k}`} sx={{ color: 'warning.dark', fontWeight: 600 }}>
                          {translate('shop.settings.demoValue')}
                        </Box>
                      ) : undefined
                    }
                    fullWidth
                  />
                  {arabicOf(k) ? <SettingsArabicInput source={arabicOf(k)!} readOnly={!editing} multiline={MULTILINE.has(k)} /> : null}
                </Box>
              ))}
          </Box>
          {editing ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SaveButton section={section} stored={stored} disabled={!editing} />
            </Box>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
