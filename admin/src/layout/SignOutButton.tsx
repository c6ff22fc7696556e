import { useState } from 'react';
import { useLogout } from 'react-admin';
import { Button, IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { SHELL_TEXTS } from '../texts';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** 'Sign out' with its confirm dialog; an icon on phones, a labelled button on wider screens. */
export function SignOutButton({ compact }: { compact: boolean }) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title={SHELL_TEXTS.signOut}>
          <IconButton color="inherit" aria-label={SHELL_TEXTS.signOut} onClick={() => setOpen(true)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
          {SHELL_TEXTS.signOut}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={SHELL_TEXTS.signOutConfirmTitle}
        text={SHELL_TEXTS.signOutConfirmText}
        confirmLabel={SHELL_TEXTS.signOut}
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
