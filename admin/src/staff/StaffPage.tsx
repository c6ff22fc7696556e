import { useState } from 'react';
import { Form, PasswordInput, SelectInput, TextInput, useDataProvider, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Alert, Box, Button, Chip, Dialog, DialogContent, DialogTitle, Stack, TableCell, TableRow, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ACCOUNT_MESSAGES, PASSWORD_MIN, ROLES } from '@shop/common';
import { useShopFormat } from '../i18n/format';
import { inStaffLanguage } from '../i18n/plain';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListTable } from '../ui/ListTable';
import { RecordCard } from '../ui/CardGrid';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { ChoiceField } from '../ui/ChoiceField';
import { EmptyState } from '../ui/ListControls';
import { useErrorToast, useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { isEmail } from '../auth/credentialRules';

/** Role names are translation keys: react-admin's SelectInput translates them (the row's select translates the same key). */
const ROLE_CHOICES = ROLES.map((r) => ({ id: r, name: `shop.shell.roles.${r}` }));

function validateInvite(v: Record<string, unknown>) {
  const e: Record<string, string> = {};
  if (!String(v.name ?? '').trim()) e.name = inStaffLanguage(ACCOUNT_MESSAGES.nameRequired);
  if (!isEmail(String(v.email ?? ''))) e.email = inStaffLanguage(ACCOUNT_MESSAGES.emailInvalid);
  if (String(v.password ?? '').length < PASSWORD_MIN) e.password = inStaffLanguage(ACCOUNT_MESSAGES.passwordMin);
  return e;
}

function InviteSubmit() {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate('shop.staff.send')}
    </Button>
  );
}

export default function StaffPage() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const f = useShopFormat();
  const S = (key: string, options?: Record<string, unknown>) => translate(`shop.staff.${key}`, options);
  const toast = useToast();
  const errorToast = useErrorToast();
  const { identity } = useGetIdentity();
  const [inviting, setInviting] = useState(false);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const { data, isPending, error, refetch } = useGetList<AdminUser>('users', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });

  const patch = async (u: AdminUser, body: Partial<Pick<AdminUser, 'role' | 'disabled'>>, success: string) => {
    try {
      await dataProvider.update('users', { id: u.id, data: body, previousData: u });
      toast({ title: success });
      await refetch();
    } catch (e) {
      errorToast(e, { action: 'update', entity: 'staff member' });
    }
  };

  const invite = async (v: Record<string, unknown>) => {
    try {
      await dataProvider.create('users', {
        data: { name: String(v.name).trim(), email: String(v.email).trim(), role: v.role, password: v.password },
      });
    } catch (e) {
      return formFailure(e, { action: 'create', entity: 'staff member' }, toast);
    }
    toast({ title: S('invited') });
    setInviting(false);
    await refetch();
    return undefined;
  };

  const lastLogin = (u: AdminUser) => (u.lastLoginAt ? f.dateTime(u.lastLoginAt) : S('never'));

  const roleSelect = (u: AdminUser) => (
    <ChoiceField
      value={u.role}
      choices={ROLES}
      labelOf={(r) => translate(`shop.shell.roles.${r}`)}
      disabled={u.id === identity?.id}
      onChange={(role) => role && patch(u, { role }, S('roleChanged'))}
      sx={{ minWidth: 120 }}
      slotProps={{ select: { inputProps: { 'aria-label': S('roleOf', { name: u.name }) } } }}
    />
  );
  const statusAction = (u: AdminUser) =>
    u.id === identity?.id ? null : u.disabled ? (
      <Button size="small" onClick={() => patch(u, { disabled: false }, S('statusChanged'))}>
        {S('enable')}
      </Button>
    ) : (
      <Button size="small" color="error" onClick={() => setDisabling(u)}>
        {S('disable')}
      </Button>
    );
  const status = (u: AdminUser) => <Chip size="small" label={u.disabled ? S('disabled') : S('active')} color={u.disabled ? 'default' : 'success'} />;

  const rows = data ?? [];
  return (
    <Page>
      <PageHeader
        title={S('title')}
        subtitle={S('subtitle')}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {S('invite')}
          </Button>
        }
      />
      {isPending ? <Spinner label={S('loading')} /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {!isPending && !error && rows.length === 0 ? <EmptyState title={S('empty')} /> : null}
      {rows.length ? (
        <>
          <Box sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5 }}>
            {rows.map((u) => (
              <RecordCard
                key={u.id}
                data-testid="staff-card"
                title={
                  <>
                    <span data-product-data>{u.name}</span> {u.id === identity?.id ? S('you') : ''}
                  </>
                }
                subtitle={<span data-product-data>{u.email}</span>}
                badge={status(u)}
                actions={
                  <>
                    {roleSelect(u)}
                    {statusAction(u)}
                  </>
                }
              >
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {S('lastLogin')}: {lastLogin(u)}
                </Typography>
              </RecordCard>
            ))}
          </Box>
          <ListTable columns={[S('name'), S('email'), S('role'), S('status'), S('lastLogin'), '']} sx={{ display: { xs: 'none', md: 'block' } }}>
            {rows.map((u) => (
              <TableRow key={u.id} data-testid="staff-row" data-email={u.email}>
                <TableCell sx={{ fontWeight: 600 }}>
                  <span data-product-data>{u.name}</span> {u.id === identity?.id ? S('you') : ''}
                </TableCell>
                <TableCell data-product-data>{u.email}</TableCell>
                <TableCell>{roleSelect(u)}</TableCell>
                <TableCell>{status(u)}</TableCell>
                <TableCell>{lastLogin(u)}</TableCell>
                <TableCell>{statusAction(u)}</TableCell>
              </TableRow>
            ))}
          </ListTable>
        </>
      ) : null}

      <Dialog open={inviting} onClose={() => setInviting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{S('inviteTitle')}</DialogTitle>
        <DialogContent>
          <Form defaultValues={{ name: '', email: '', role: 'ADMIN', password: '' }} validate={validateInvite} onSubmit={invite} noValidate>
            <TextInput source="name" label={S('name')} fullWidth />
            <TextInput source="email" label={S('email')} fullWidth />
            <SelectInput source="role" label={S('role')} choices={ROLE_CHOICES} fullWidth />
            <PasswordInput source="password" label={S('initialPassword')} fullWidth />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button color="inherit" onClick={() => setInviting(false)}>
                {translate('ra.action.cancel')}
              </Button>
              <InviteSubmit />
            </Stack>
          </Form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={!!disabling}
        title={S('disableTitle')}
        text={disabling ? S('disableText', { name: disabling.name }) : ''}
        confirmLabel={S('disable')}
        danger
        onClose={() => setDisabling(null)}
        onConfirm={() => {
          const u = disabling;
          setDisabling(null);
          if (u) void patch(u, { disabled: true }, S('statusChanged'));
        }}
      />
    </Page>
  );
}
