import { AppBar, useGetIdentity } from 'react-admin';
import { Box, Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { SHELL_TEXTS } from '../texts';
import { SignOutButton } from './SignOutButton';

/** Header: 'Welcome back' with the user's name, 'View Store' in a new tab, 'Sign out'. */
export function ShopAppBar() {
  const { identity } = useGetIdentity();
  const compact = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <AppBar userMenu={false} color="secondary" toolbar={<span />} sx={{ '& .RaAppBar-toolbar': { minHeight: 56 } }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 0.75, overflow: 'hidden' }}>
        <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: { xs: '0.95rem', sm: '1.05rem' } }} data-testid="welcome">
          {SHELL_TEXTS.welcomeBack}
          {identity?.fullName ? `, ${identity.fullName}` : ''}
        </Typography>
      </Box>
      {compact ? (
        <Tooltip title={SHELL_TEXTS.viewStore}>
          <IconButton color="inherit" component="a" href="/" target="_blank" rel="noopener" aria-label={SHELL_TEXTS.viewStore}>
            <StorefrontIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" component="a" href="/" target="_blank" rel="noopener" startIcon={<StorefrontIcon />}>
          {SHELL_TEXTS.viewStore}
        </Button>
      )}
      <SignOutButton compact={compact} />
    </AppBar>
  );
}
