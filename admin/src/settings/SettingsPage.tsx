import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Card, Stack, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { hasPermission } from '@shop/common';
import { translateError } from '../errors/translateError';
import { AskDialog } from '../ui/ConfirmDialog';
import { Page, PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/toast';
import { formFailure } from '../ui/formFailure';
import { AccountPanel } from './AccountPanel';
import { SettingsCard } from './SettingsCard';
import type { SectionName } from './settingsRules';
import { SETTINGS_KEY, useSettings } from './useSettings';
import { StockSettingsCard } from '../stock/StockSettingsCard';
import { settingsCalls } from './settingsApi';

import { BackupsCard } from '../backups/BackupsCard';

import { TaxSettingsCard } from '../tax/TaxSettingsCard';

import { SalesChannelsCard } from '../channels/SalesChannelsCard';

import { LicenceCard } from '../promotions/LicenceCard';

const TAB_SECTIONS: (SectionName | 'account' | 'promotions')[] = ['business', 'social', 'branding', 'owner', 'account'];

export default function SettingsPage() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  /** A toast's title and description, as the catalogue's `shop.settings.toasts.<name>` say them. */
  const toastOf = (name: 'settingsUpdated' | 'settingsReset') => ({
    title: translate(`shop.settings.toasts.${name}.title`),
    description: translate(`shop.settings.toasts.${name}.description`),
  });
  const queryClient = useQueryClient();
  const toast = useToast();
  const { permissions } = usePermissions();
  const canUpdate = hasPermission(permissions, 'settingsUpdate');
  // Settings → Promotions holds the Ministry's discount licence (issue 43), for those who manage promotions; the
  // Promotions screen and the API's warnings link here with ?tab=promotions
  const tabs: typeof TAB_SECTIONS = hasPermission(permissions, 'promotionManage') ? [...TAB_SECTIONS, 'promotions'] : TAB_SECTIONS;
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => (params.get('tab') === 'promotions' ? TAB_SECTIONS.length : 0));
  const [editing, setEditing] = useState(false);
  const [askReset, setAskReset] = useState(false);
  const [saving, setSaving] = useState(0);
  // the Promotions tab is there once the permissions are known: until then the first tab shows
  const shownTab = tab < tabs.length ? tab : 0;
  const section = tabs[shownTab];

  const { data, isPending, error } = useSettings();
  const stored = data && Object.keys(data).length > 1 ? data : null;

  const reset = useMutation({
    mutationFn: () => settingsCalls.resetSettings(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(SETTINGS_KEY, { ...fresh, id: 'settings' });
      void queryClient.invalidateQueries({ queryKey: ['businessSettings'] });
      toast(toastOf('settingsReset'));
    },
    onError: (e) => toast(translateError(e, { action: 'reset', entity: 'settings' })),
  });

  const save = async (_section: SectionName, values: Record<string, unknown>) => {
    setSaving((n) => n + 1);
    try {
      const { data: fresh } = await dataProvider.update('settings', { id: 'settings', data: values, previousData: (stored ?? {}) as never });
      queryClient.setQueryData(SETTINGS_KEY, fresh);
      void queryClient.invalidateQueries({ queryKey: ['businessSettings'] });
      toast(toastOf('settingsUpdated'));
      return undefined;
    } catch (e) {
      return formFailure(e, { action: 'update', entity: 'settings' }, toast);
    } finally {
      setSaving((n) => n - 1);
    }
  };

  // Business cards need settingsUpdate; everyone may edit their own account.
  const canEditHere = section === 'account' || (canUpdate && section !== 'promotions');
  const headerActions = editing ? (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setEditing(false)} disabled={saving > 0}>
        {translate('ra.action.cancel')}
      </Button>
      <Button variant="contained" onClick={() => setEditing(false)} disabled={saving > 0}>
        {translate(saving > 0 ? 'shop.settings.saving' : 'shop.settings.done')}
      </Button>
    </>
  ) : (
    <>
      {canUpdate ? (
        <Button variant="outlined" color="error" startIcon={<RestartAltIcon />} disabled={reset.isPending} onClick={() => setAskReset(true)}>
          {translate('shop.settings.reset')}
        </Button>
      ) : null}
      {canEditHere ? (
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {translate('shop.settings.edit')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Page>
      <PageHeader
        title={translate('shop.settings.title')}
        subtitle={translate('shop.settings.subtitle')}
        actions={isPending || error ? null : headerActions}
      />
      {isPending ? <Spinner label={translate('shop.settings.loading')} /> : null}
      {error
        ? (() => {
            const t = translateError(error, { action: 'load', entity: 'settings' });
            return (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => window.location.reload()}>
                    {translate('shop.settings.refreshPage')}
                  </Button>
                }
              >
                <AlertTitle>{t.title}</AlertTitle>
                {t.description}
              </Alert>
            );
          })()
        : null}
      {!isPending && !error ? (
        <>
          {!stored ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              <AlertTitle>{translate('shop.settings.noneTitle')}</AlertTitle>
              {translate('shop.settings.noneText')}
            </Alert>
          ) : null}
          <Card sx={{ mb: 2 }}>
            <Tabs
              value={shownTab}
              onChange={(_, v) => {
                setTab(v);
                if (!(tabs[v] === 'account' || canUpdate) || tabs[v] === 'promotions') setEditing(false);
              }}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {tabs.map((t) => (
                <Tab key={t} label={translate(t === 'promotions' ? 'shop.promotions.licence.tab' : `shop.settings.tabs.${t}`)} />
              ))}
            </Tabs>
          </Card>
          <Box>
            {section === 'account' ? (
              <AccountPanel editing={editing} onCancel={() => setEditing(false)} />
            ) : section === 'promotions' ? (
              <LicenceCard />
            ) : (
              <Stack spacing={2}>
                <SettingsCard
                  section={section}
                  title={translate(`shop.settings.cards.${section}`)}
                  stored={stored}
                  editing={editing && canUpdate}
                  note={section === 'owner' ? translate('shop.settings.ownerNote') : undefined}
                  onSave={save}
                />
                {section === 'social' ? <SalesChannelsCard /> : null}
                {section === 'business' ? (
                  <StockSettingsCard stored={stored} editing={editing && canUpdate} onSave={(v) => save('business', { ...v })} />
                ) : null}
                {section === 'business' && hasPermission(permissions, 'backupManage') ? <BackupsCard /> : null}

                {section === 'business' && hasPermission(permissions, 'taxSettingsUpdate') ? (
                  <TaxSettingsCard stored={stored} editing={editing} onSave={(v) => save('business', v)} />
                ) : null}
              </Stack>
            )}
          </Box>
        </>
      ) : null}
      <AskDialog
        ask={[askReset, setAskReset]}
        title={translate('shop.settings.resetTitle')}
        text={translate('shop.settings.resetText')}
        confirmLabel={translate('shop.settings.reset')}
        danger
        onConfirm={() => reset.mutate()}
      />
    </Page>
  );
}
