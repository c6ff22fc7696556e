import { createTheme } from '@mui/material/styles';

/**
 * One look for the login page and the back office: calm neutrals with a vintage-orange accent. Every colour that
 * carries text (white on a chip or button, or itself on white) keeps WCAG AA's 4.5:1: MUI's default warning
 * (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) do not, nor its grey for a read-only field's helper text (2.7:1).
 */
export const theme = createTheme({
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
});
