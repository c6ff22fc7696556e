import { createTheme } from '@mui/material/styles';

/** One look for the login page and the back office: calm neutrals with a vintage-orange accent. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#c2410c', contrastText: '#ffffff' },
    secondary: { main: '#1f2937' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
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
    // Room between an error under one input and the floating label of the next.
    MuiFormHelperText: { styleOverrides: { root: { marginBottom: 4 } } },
  },
});
