import { AppBar, useGetIdentity, useTranslate } from 'react-admin';
import { Box, Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { SignOutButton } from './SignOutButton';
import { LanguageSwitch } from './LanguageSwitch';

/** Header: 'Welcome back' with the user's name, the language switch, 'View Store' in a new tab, 'Sign out'. */
export function ShopAppBar() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const compact = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <AppBar userMenu={false} color="secondary" toolbar={<span />} sx={{ '& .RaAppBar-toolbar': { minHeight: 56 } }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 0.75, overflow: 'hidden' }}>
        <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: { xs: '0.95rem', sm: '1.05rem' } }} data-testid="welcome">
          {identity?.fullName ? (
            <>
              {translate('shop.shell.appBar.welcomeBack')}
              {translate('shop.shell.appBar.nameSeparator')}
              <span data-product-data>{identity.fullName}</span>
            </>
          ) : (
            translate('shop.shell.appBar.welcomeBack')
          )}
        </Typography>
      </Box>
      {compact ? (
        <Tooltip title={translate('shop.shell.appBar.viewStore')}>
          <IconButton color="inherit" component="a" href="/" target="_blank" rel="noopener" aria-label={translate('shop.shell.appBar.viewStore')}>
            <StorefrontIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" component="a" href="/" target="_blank" rel="noopener" startIcon={<StorefrontIcon />}>
          {translate('shop.shell.appBar.viewStore')}
        </Button>
      )}
      <LanguageSwitch compact={compact} />
      <SignOutButton compact={compact} />
    </AppBar>
  );
}
