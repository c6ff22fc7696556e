import { useState } from 'react';
import { Form, PasswordInput, SelectInput, TextInput, useDataProvider, useGetIdentity, useGetList } from 'react-admin';
import { useFormState } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ACCOUNT_MESSAGES, PASSWORD_MIN, ROLES, type Role } from '@shop/common';
import { shopTime } from '../ui/shopTime';
import { STAFF_TEXTS, SHELL_TEXTS } from '../texts';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListTable } from '../ui/ListTable';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { EmptyState } from '../ui/ListControls';
import { useErrorToast, useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { isEmail } from '../auth/credentialRules';

const ROLE_CHOICES = ROLES.map((r) => ({ id: r, name: SHELL_TEXTS.roleLabels[r] }));

function validateInvite(v: Record<string, unknown>) {
  const e: Record<string, string> = {};
  if (!String(v.name ?? '').trim()) e.name = ACCOUNT_MESSAGES.nameRequired;
  if (!isEmail(String(v.email ?? ''))) e.email = ACCOUNT_MESSAGES.emailInvalid;
  if (String(v.password ?? '').length < PASSWORD_MIN) e.password = ACCOUNT_MESSAGES.passwordMin;
  return e;
}

function InviteSubmit() {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {STAFF_TEXTS.send}
    </Button>
  );
}

export default function StaffPage() {
  const dataProvider = useDataProvider();
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
    toast({ title: STAFF_TEXTS.invited });
    setInviting(false);
    await refetch();
    return undefined;
  };

  const lastLogin = (u: AdminUser) => (u.lastLoginAt ? shopTime(u.lastLoginAt) : STAFF_TEXTS.never);

  const roleSelect = (u: AdminUser) => (
    <TextField
      select
      value={u.role}
      disabled={u.id === identity?.id}
      onChange={(e) => patch(u, { role: e.target.value as Role }, STAFF_TEXTS.roleChanged)}
      sx={{ minWidth: 120 }}
      slotProps={{ select: { inputProps: { 'aria-label': `${STAFF_TEXTS.role} ${u.name}` } } }}
    >
      {ROLE_CHOICES.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const statusAction = (u: AdminUser) =>
    u.id === identity?.id ? null : u.disabled ? (
      <Button size="small" onClick={() => patch(u, { disabled: false }, STAFF_TEXTS.statusChanged)}>
        {STAFF_TEXTS.enable}
      </Button>
    ) : (
      <Button size="small" color="error" onClick={() => setDisabling(u)}>
        {STAFF_TEXTS.disable}
      </Button>
    );
  const status = (u: AdminUser) => (
    <Chip size="small" label={u.disabled ? STAFF_TEXTS.disabled : STAFF_TEXTS.active} color={u.disabled ? 'default' : 'success'} />
  );

  const rows = data ?? [];
  return (
    <Page>
      <PageHeader
        title={STAFF_TEXTS.title}
        subtitle={STAFF_TEXTS.subtitle}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {STAFF_TEXTS.invite}
          </Button>
        }
      />
      {isPending ? <Spinner label={STAFF_TEXTS.loading} /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {!isPending && !error && rows.length === 0 ? <EmptyState title={STAFF_TEXTS.empty} /> : null}
      {rows.length ? (
        <>
          <Box sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5 }}>
            {rows.map((u) => (
              <Card key={u.id} data-testid="staff-card">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography fontWeight={600} noWrap>
                        {u.name} {u.id === identity?.id ? STAFF_TEXTS.you : ''}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {u.email}
                      </Typography>
                    </Box>
                    {status(u)}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {STAFF_TEXTS.lastLogin}: {lastLogin(u)}
                  </Typography>
                  <Stack direction="row" sx={{ mt: 1.5, gap: 1, alignItems: 'center' }}>
                    {roleSelect(u)}
                    {statusAction(u)}
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Box>
          <ListTable
            columns={[STAFF_TEXTS.name, STAFF_TEXTS.email, STAFF_TEXTS.role, STAFF_TEXTS.status, STAFF_TEXTS.lastLogin, '']}
            sx={{ display: { xs: 'none', md: 'block' } }}
          >
            {rows.map((u) => (
              <TableRow key={u.id} data-testid="staff-row" data-email={u.email}>
                <TableCell sx={{ fontWeight: 600 }}>
                  {u.name} {u.id === identity?.id ? STAFF_TEXTS.you : ''}
                </TableCell>
                <TableCell>{u.email}</TableCell>
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
        <DialogTitle>{STAFF_TEXTS.inviteTitle}</DialogTitle>
        <DialogContent>
          <Form defaultValues={{ name: '', email: '', role: 'ADMIN', password: '' }} validate={validateInvite} onSubmit={invite} noValidate>
            <TextInput source="name" label={STAFF_TEXTS.name} fullWidth />
            <TextInput source="email" label={STAFF_TEXTS.email} fullWidth />
            <SelectInput source="role" label={STAFF_TEXTS.role} choices={ROLE_CHOICES} fullWidth />
            <PasswordInput source="password" label={STAFF_TEXTS.initialPassword} fullWidth />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button color="inherit" onClick={() => setInviting(false)}>
                {STAFF_TEXTS.cancel}
              </Button>
              <InviteSubmit />
            </Stack>
          </Form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={!!disabling}
        title={STAFF_TEXTS.disableTitle}
        text={disabling ? STAFF_TEXTS.disableText(disabling.name) : ''}
        confirmLabel={STAFF_TEXTS.disable}
        danger
        onClose={() => setDisabling(null)}
        onConfirm={() => {
          const u = disabling;
          setDisabling(null);
          if (u) void patch(u, { disabled: true }, STAFF_TEXTS.statusChanged);
        }}
      />
    </Page>
  );
}
