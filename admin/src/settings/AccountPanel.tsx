import { useEffect, useRef } from 'react';
import { Form, PasswordInput, TextInput, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { SIGN_OUT_DELAY_MS } from '../auth/timing';
import { authProvider } from '../auth';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { emailChanged, validatePassword, validateProfile, type Values } from './settingsRules';
import { useShopFormat } from '../i18n/format';
import { settingsCalls } from './settingsApi';
import { FormSubmitButton } from '../ui/FormSubmitButton';

/** A typed name or address reads in its own direction (Latin left to right on an Arabic screen). */
const TYPED = { htmlInput: { dir: 'auto' } } as const;

/** Shown 5 s: long enough to read before the automatic sign-out. */
const ACCOUNT_TOAST_MS = 5_000;

function Submit({ label }: { label: string }) {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return <FormSubmitButton label={label} busyLabel={translate('shop.settings.saving')} disabled={!isDirty} />;
}

/** Account tab: its own view; it only receives the edit flag and the cancel action. */
export function AccountPanel({ editing, onCancel }: { editing: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const f = useShopFormat();
  /** A toast's title and description, as the catalogue's `shop.settings.toasts.<name>` say them. */
  const toastOf = (name: 'accountUpdated' | 'passwordChanged') => ({
    title: translate(`shop.settings.toasts.${name}.title`),
    description: translate(`shop.settings.toasts.${name}.description`),
    duration: ACCOUNT_TOAST_MS,
  });
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
    toast(toastOf('accountUpdated'));
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
    toast(toastOf('passwordChanged'));
    signOutSoon();
    return undefined;
  };

  const lastLogin = identity?.lastLoginAt ? f.dateTime(String(identity.lastLoginAt)) : translate('shop.settings.never');

  return (
    <Stack spacing={2}>
      <Card data-testid="card-account">
        <CardHeader title={translate('shop.settings.cards.account')} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shop.settings.lastLogin', { at: lastLogin })}
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
                <TextInput source="name" label="shop.settings.fields.name" readOnly={!editing} fullWidth slotProps={TYPED} />
                <TextInput source="email" label="shop.settings.fields.email" readOnly={!editing} fullWidth slotProps={TYPED} />
              </Box>
              {editing ? (
                <PasswordInput
                  source="currentPassword"
                  label="shop.settings.fields.currentPassword"
                  helperText="shop.settings.currentPasswordForEmail"
                  autoComplete="current-password"
                  fullWidth
                />
              ) : null}
              {editing ? (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button color="inherit" onClick={onCancel}>
                    {translate('ra.action.cancel')}
                  </Button>
                  <Submit label={translate('shop.settings.updateProfile')} />
                </Stack>
              ) : null}
            </Form>
          ) : null}
        </CardContent>
      </Card>
      {editing ? (
        <Card data-testid="card-password">
          <CardHeader title={translate('shop.settings.cards.password')} slotProps={{ title: { variant: 'h3', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Form
              defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
              validate={validatePassword as never}
              onSubmit={savePassword}
              noValidate
            >
              <PasswordInput source="currentPassword" label="shop.settings.fields.currentPassword" fullWidth />
              <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <PasswordInput source="newPassword" label="shop.settings.fields.newPassword" fullWidth />
                <PasswordInput source="confirmPassword" label="shop.settings.fields.confirmPassword" fullWidth />
              </Box>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button color="inherit" onClick={onCancel}>
                  {translate('ra.action.cancel')}
                </Button>
                <Submit label={translate('shop.settings.changePassword')} />
              </Stack>
            </Form>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
