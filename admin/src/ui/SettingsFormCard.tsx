import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * A Settings card that saves its own fields (stock, tax): its title, an optional note, the fields, and the save button
 * while the screen is in edit mode.
 */
export function SettingsFormCard({
  testId,
  title,
  note,
  editing,
  save,
  children,
}: {
  testId: string;
  title: string;
  note?: string;
  editing: boolean;
  /** `gap`: the space above the button, in theme spacing. */
  save: { label: string; onClick: () => void; disabled: boolean; testId?: string; gap?: number };
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: note ? 1 : 2 }}>
          {title}
        </Typography>
        {note ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        ) : null}
        {children}
        {editing ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: save.gap ?? 2 }}>
            <Button variant="contained" onClick={save.onClick} disabled={save.disabled} data-testid={save.testId}>
              {save.label}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
