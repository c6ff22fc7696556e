import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { Box, FormControlLabel, IconButton, InputAdornment, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';

export type ViewMode = 'grid' | 'table';

export function SearchBox({
  value,
  onChange,
  placeholder,
  clearLabel,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  clearLabel: string;
}) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={clearLabel} onClick={() => onChange('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{ flex: 2, minWidth: { xs: '100%', sm: 260 }, bgcolor: 'background.paper' }}
    />
  );
}

export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (v: ViewMode) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, v) => v && onChange(v)} aria-label={translate('shop.shell.list.view')}>
      <ToggleButton value="grid" aria-label={translate('shop.shell.list.gridView')}>
        <Tooltip title={translate('shop.shell.list.grid')}>
          <GridViewIcon fontSize="small" />
        </Tooltip>
      </ToggleButton>
      <ToggleButton value="table" aria-label={translate('shop.shell.list.tableView')}>
        <Tooltip title={translate('shop.shell.list.table')}>
          <TableRowsIcon fontSize="small" />
        </Tooltip>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function SwitchFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />} label={label} sx={{ mr: 1 }} />;
}

/** Filter bar: wraps onto several lines on phones. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5, mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{ textAlign: 'center', py: 8, px: 2, bgcolor: 'background.paper', borderRadius: 2, border: '1px dashed', borderColor: 'divider' }}
      data-testid="empty-state"
    >
      <Box component="p" sx={{ fontWeight: 600, fontSize: '1.1rem', m: 0 }}>
        {title}
      </Box>
      {text ? (
        <Box component="p" sx={{ color: 'text.secondary', mt: 1, mb: 0 }}>
          {text}
        </Box>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
