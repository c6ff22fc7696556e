import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Button, IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** 'Sign out' with its confirm dialog; an icon on phones, a labelled button on wider screens. */
export function SignOutButton({ compact }: { compact: boolean }) {
  const logout = useLogout();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title={translate('shop.shell.appBar.signOut')}>
          <IconButton color="inherit" aria-label={translate('shop.shell.appBar.signOut')} onClick={() => setOpen(true)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
          {translate('shop.shell.appBar.signOut')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={translate('shop.shell.appBar.signOutConfirmTitle')}
        text={translate('shop.shell.appBar.signOutConfirmText')}
        confirmLabel={translate('shop.shell.appBar.signOut')}
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setPending(true);
          // Signing out on purpose: back to the login page without remembering this page.
          await logout({}, undefined, false);
        }}
      />
    </>
  );
}
