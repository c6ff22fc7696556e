import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One look for the login page and the back office: calm neutrals with a vintage-orange accent. Every colour that
 * carries text (white on a chip or button, or itself on white) keeps WCAG AA's 4.5:1: MUI's default warning
 * (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) do not, nor its grey for a read-only field's helper text (2.7:1).
 */
const options: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#c2410c', contrastText: '#ffffff' },
    secondary: { main: '#1f2937' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 700 },
    h2: { fontSize: '1.3rem', fontWeight: 700 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // On a 375 px phone "Rows per page", the range and the arrows do not fit one line: they wrap, arrows kept in view.
    MuiTablePagination: {
      styleOverrides: {
        toolbar: ({ theme }) => ({
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          [theme.breakpoints.down('sm')]: { paddingLeft: 0, paddingRight: 0 },
        }),
        input: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { marginRight: theme.spacing(1) } }),
        actions: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { marginLeft: theme.spacing(1) } }),
      },
    },
    // Room between an error under one input and the floating label of the next.
    // A read-only field's help still has to be read: the secondary text colour (7:1), not the disabled grey.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ marginBottom: 4, '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
};

export const theme = createTheme(options);

/**
 * Right to left for Arabic: MUI's own `direction` (which sets the components' start and end) and an emotion cache whose
 * stylis plugin flips every physical left/right, margin, padding and border in the generated CSS (also those written
 * in `sx`), so one set of styles serves both directions.
 */
const rtlTheme = createTheme({ ...options, direction: 'rtl' });
const caches: Record<'ltr' | 'rtl', EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The theme and the emotion cache for a direction; the back office swaps both when the language changes. */
export const directionStyles = (direction: 'ltr' | 'rtl'): { theme: Theme; cache: EmotionCache } => ({
  theme: direction === 'rtl' ? rtlTheme : theme,
  cache: caches[direction],
});
