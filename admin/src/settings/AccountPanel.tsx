import { useEffect, useRef } from 'react';
import { Form, PasswordInput, TextInput, useGetIdentity, useLogout } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { SIGN_OUT_DELAY_MS } from '../auth/timing';
import { SETTINGS_TEXTS, ADMIN_TOASTS } from '../texts';
import { authProvider } from '../auth';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { emailChanged, validatePassword, validateProfile, type Values } from './settingsRules';
import { shopTime } from '../ui/shopTime';
import { settingsCalls } from './settingsApi';
import { FormSubmitButton } from '../ui/FormSubmitButton';

function Submit({ label }: { label: string }) {
  const { isDirty } = useFormState();
  return <FormSubmitButton label={label} busyLabel={SETTINGS_TEXTS.saving} disabled={!isDirty} />;
}

/** Account tab: its own view; it only receives the edit flag and the cancel action. */
export function AccountPanel({ editing, onCancel }: { editing: boolean; onCancel: () => void }) {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const toast = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // After a profile or password change the user signs in again: sign out 2 s later.
  const signOutSoon = () => {
    timer.current = setTimeout(() => void logout({}, undefined, false), SIGN_OUT_DELAY_MS);
  };

  const saveProfile = async (v: Record<string, unknown>) => {
    try {
      const body = { name: String(v.name).trim(), email: String(v.email).trim() };
      // a new address needs the current password; a name change alone does not send it
      const user = await settingsCalls.updateProfile(
        emailChanged(v as Values, identity?.email) ? { ...body, currentPassword: String(v.currentPassword ?? '') } : body,
      );
      authProvider.setUser(user);
    } catch (e) {
      return formFailure(e, { action: 'update', entity: 'profile' }, toast);
    }
    toast({ ...ADMIN_TOASTS.accountUpdated, duration: ADMIN_TOASTS.accountToastMs });
    signOutSoon();
    return undefined;
  };
  const savePassword = async (v: Record<string, unknown>) => {
    try {
      await settingsCalls.changePassword({
        currentPassword: String(v.currentPassword),
        newPassword: String(v.newPassword),
        confirmPassword: String(v.confirmPassword),
      });
    } catch (e) {
      return formFailure(e, { action: 'change', entity: 'password' }, toast);
    }
    toast({ ...ADMIN_TOASTS.passwordChanged, duration: ADMIN_TOASTS.accountToastMs });
    signOutSoon();
    return undefined;
  };

  const lastLogin = identity?.lastLoginAt ? shopTime(String(identity.lastLoginAt)) : SETTINGS_TEXTS.never;

  return (
    <Stack spacing={2}>
      <Card data-testid="card-account">
        <CardHeader title={SETTINGS_TEXTS.cards.account} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {SETTINGS_TEXTS.lastLogin}: {lastLogin}
          </Typography>
          {identity ? (
            <Form
              key={`${editing}`}
              defaultValues={{ name: identity.fullName ?? '', email: identity.email ?? '', currentPassword: '' }}
              validate={((v: Values) => validateProfile(v, identity.email)) as never}
              onSubmit={saveProfile}
              noValidate
            >
              <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <TextInput source="name" label={SETTINGS_TEXTS.fields.name} readOnly={!editing} fullWidth />
                <TextInput source="email" label={SETTINGS_TEXTS.fields.email} readOnly={!editing} fullWidth />
              </Box>
              {editing ? (
                <PasswordInput
                  source="currentPassword"
                  label={SETTINGS_TEXTS.fields.currentPassword}
                  helperText={SETTINGS_TEXTS.currentPasswordForEmail}
                  autoComplete="current-password"
                  fullWidth
                />
              ) : null}
              {editing ? (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button color="inherit" onClick={onCancel}>
                    {SETTINGS_TEXTS.cancel}
                  </Button>
                  <Submit label={SETTINGS_TEXTS.updateProfile} />
                </Stack>
              ) : null}
            </Form>
          ) : null}
        </CardContent>
      </Card>
      {editing ? (
        <Card data-testid="card-password">
          <CardHeader title={SETTINGS_TEXTS.cards.password} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Form
              defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
              validate={validatePassword as never}
              onSubmit={savePassword}
              noValidate
            >
              <PasswordInput source="currentPassword" label={SETTINGS_TEXTS.fields.currentPassword} fullWidth />
              <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <PasswordInput source="newPassword" label={SETTINGS_TEXTS.fields.newPassword} fullWidth />
                <PasswordInput source="confirmPassword" label={SETTINGS_TEXTS.fields.confirmPassword} fullWidth />
              </Box>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button color="inherit" onClick={onCancel}>
                  {SETTINGS_TEXTS.cancel}
                </Button>
                <Submit label={SETTINGS_TEXTS.changePassword} />
              </Stack>
            </Form>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
