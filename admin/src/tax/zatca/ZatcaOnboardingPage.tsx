import { useState, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import {
  hasPermission,
  ZATCA_ENVIRONMENTS,
  type ZatcaEnvironment,
  type ZatcaOnboardingStatus,
  type ZatcaOnboardingStep,
  type ZatcaStepState,
} from '@shop/common';
import { ApiError } from '../../api/http';
import { BackLink } from '../../ui/LinkButtons';
import { Page, PageHeader } from '../../ui/PageHeader';
import { shopTime } from '../../ui/shopTime';
import { adminPath } from '../../paths';
import { zatcaOnboardingApi } from './zatcaOnboardingApi';

/**
 * A value kept whole inside a sentence of either language (Unicode first-strong isolate): a certificate name or a
 * serial number stays left to right in Arabic, a time formatted in Arabic stays right to left.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

const STATE_COLOR: Record<ZatcaStepState, 'default' | 'success' | 'error'> = { TODO: 'default', DONE: 'success', FAILED: 'error' };

/** Which step the owner is on: the first one not done (4: all done, renewal is what is left). */
export function activeStep(s: ZatcaOnboardingStatus): number {
  if (!s.environment) return 0;
  if (s.steps.complianceCsid.state !== 'DONE') return 1;
  if (s.steps.complianceChecks.state !== 'DONE') return 2;
  if (s.steps.productionCsid.state !== 'DONE' && !s.onboarded) return 3;
  return 4;
}

/**
 * Settings → Tax → ZATCA (owner only): the onboarding steps of issue 44 walked in order, each with its state and
 * ZATCA's last answer; a failed step shows what to do and ZATCA's own messages. Every step is one call to the API,
 * which talks to Fatoora and keeps the answer, so a reload shows the same states.
 */
export default function ZatcaOnboardingPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const owner = hasPermission(permissions, 'taxSettingsUpdate');
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['zatcaOnboarding'], queryFn: zatcaOnboardingApi.status, enabled: owner });
  const [busy, setBusy] = useState(false);
  /** The last call's refusal that the stored step states do not show (bad input, a step taken out of order). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [environment, setEnvironment] = useState<ZatcaEnvironment | ''>('');
  const [unit, setUnit] = useState({ otp: '', branchName: '', businessCategory: '' });
  const [renewOtp, setRenewOtp] = useState('');

  const run = async (call: () => Promise<ZatcaOnboardingStatus>, step?: keyof ZatcaOnboardingStatus['steps']) => {
    setBusy(true);
    setRefusal(null);
    try {
      queryClient.setQueryData(['zatcaOnboarding'], await call());
    } catch (e) {
      const fresh = await zatcaOnboardingApi.status().catch(() => null);
      if (fresh) queryClient.setQueryData(['zatcaOnboarding'], fresh);
      // a failed step's fix and ZATCA's messages are shown with the step; anything else is said here
      if (!(e instanceof ApiError && e.status === 409 && step && fresh?.steps[step].state === 'FAILED')) setRefusal((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const header = (
    <PageHeader
      title={translate('shop.zatca.title')}
      subtitle={translate('shop.zatca.subtitle')}
      actions={<BackLink to={adminPath('/settings')} label={translate('shop.zatca.back')} />}
    />
  );
  if (!owner)
    return (
      <Page>
        {header}
        <Alert severity="info">{translate('shop.zatca.ownerOnly')}</Alert>
      </Page>
    );
  if (error)
    return (
      <Page>
        {header}
        <Alert severity="error">{translate('shop.zatca.loadFailed', { message: (error as Error).message })}</Alert>
      </Page>
    );
  if (!data) return <Page>{header}</Page>;

  const active = activeStep(data);
  const chosen = environment || data.environment || '';
  const button = (label: string, onClick: () => void, testId: string, disabled = false) => (
    <Button variant="contained" onClick={onClick} disabled={busy || disabled} data-testid={testId} sx={{ alignSelf: 'flex-start' }}>
      {busy ? translate('shop.zatca.working') : translate(label)}
    </Button>
  );
  const field = (label: string, value: string, set: (v: string) => void, name: string, otp = false) => (
    <TextField
      label={translate(label)}
      name={name}
      value={value}
      onChange={(e) => set(e.target.value)}
      disabled={busy}
      fullWidth
      slotProps={{ htmlInput: otp ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, dir: 'ltr' } : { maxLength: 100 } }}
    />
  );

  /**
   * One onboarding step: its title and help are `shop.zatca.<words>.title` and `.help`, and what the owner fills in or
   * presses follows the help.
   */
  const stepOf = (
    key: string,
    words: string,
    step: ZatcaOnboardingStep | null,
    content: ReactNode,
    title = translate(`shop.zatca.${words}.title`),
  ) => ({
    key,
    title,
    step,
    body: (
      <Stack spacing={2}>
        <Typography variant="body2">{translate(`shop.zatca.${words}.help`)}</Typography>
        {content}
      </Stack>
    ),
  });

  const steps = [
    stepOf(
      'environment',
      'environment',
      data.environment ? { state: 'DONE', at: null, httpStatus: null, messages: [], fix: null } : null,
      <>
        <RadioGroup
          aria-label={translate('shop.zatca.environment.label')}
          name="environment"
          value={chosen}
          onChange={(e) => setEnvironment(e.target.value as ZatcaEnvironment)}
        >
          {ZATCA_ENVIRONMENTS.map((env) => (
            <FormControlLabel key={env} value={env} control={<Radio disabled={busy} />} label={translate(`shop.zatca.environment.${env}`)} />
          ))}
        </RadioGroup>
        {button('shop.zatca.environment.choose', () => chosen && run(() => zatcaOnboardingApi.environment(chosen)), 'zatca-environment', !chosen)}
      </>,
      data.environment
        ? `${translate('shop.zatca.environment.title')}: ${translate(`shop.zatca.environment.${data.environment}`)}`
        : translate('shop.zatca.environment.title'),
    ),
    stepOf(
      'complianceCsid',
      'compliance',
      data.steps.complianceCsid,
      <>
        {field('shop.zatca.compliance.otp', unit.otp, (otp) => setUnit({ ...unit, otp }), 'otp', true)}
        {field('shop.zatca.compliance.branchName', unit.branchName, (branchName) => setUnit({ ...unit, branchName }), 'branchName')}
        {field(
          'shop.zatca.compliance.businessCategory',
          unit.businessCategory,
          (businessCategory) => setUnit({ ...unit, businessCategory }),
          'businessCategory',
        )}
        {button('shop.zatca.compliance.submit', () => run(() => zatcaOnboardingApi.complianceCsid(unit), 'complianceCsid'), 'zatca-compliance-csid')}
      </>,
    ),
    stepOf(
      'complianceChecks',
      'checks',
      data.steps.complianceChecks,
      button('shop.zatca.checks.submit', () => run(zatcaOnboardingApi.complianceChecks, 'complianceChecks'), 'zatca-compliance-checks'),
    ),
    stepOf(
      'productionCsid',
      'production',
      data.steps.productionCsid,
      button('shop.zatca.production.submit', () => run(zatcaOnboardingApi.productionCsid, 'productionCsid'), 'zatca-production-csid'),
    ),
  ];

  return (
    <Page>
      {header}
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <CertificateCard status={data} />
        <Card variant="outlined">
          <CardContent>
            <Stepper activeStep={active} orientation="vertical" data-testid="zatca-steps">
              {steps.map((s, i) => (
                <Step key={s.key} completed={s.step?.state === 'DONE' && i < active} data-testid={`zatca-step-${s.key}`}>
                  <StepLabel error={s.step?.state === 'FAILED'} optional={s.step ? <StepChip state={s.step.state} /> : undefined}>
                    {s.title}
                  </StepLabel>
                  <StepContent TransitionProps={{ unmountOnExit: false }}>
                    <Stack spacing={2}>
                      {s.key === 'complianceChecks' ? <SampleChecks status={data} /> : null}
                      {s.step && s.step.state !== 'TODO' && s.key !== 'environment' ? (
                        // the checks' messages are listed per sample just above
                        <StepAnswer step={s.step} withMessages={s.key !== 'complianceChecks'} />
                      ) : null}
                      {i === active && refusal ? (
                        <Alert severity="error" role="alert">
                          {refusal}
                        </Alert>
                      ) : null}
                      {s.body}
                    </Stack>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
            {active === 4 ? (
              <Stack spacing={2} sx={{ mt: 2 }} data-testid="zatca-onboarded">
                <Alert severity="success">
                  <AlertTitle>{translate('shop.zatca.done.title')}</AlertTitle>
                  {translate('shop.zatca.done.text')}
                </Alert>
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        name="phase2"
                        checked={data.phase2}
                        disabled={busy}
                        onChange={(e) => run(() => zatcaOnboardingApi.phase2(e.target.checked))}
                      />
                    }
                    label={translate('shop.zatca.phase2.label')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {translate(data.phase2 ? 'shop.zatca.phase2.on' : 'shop.zatca.phase2.off')}
                  </Typography>
                </Box>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
                  {translate('shop.zatca.renewal.title')}
                </Typography>
                {data.steps.renewal.state !== 'TODO' ? <StepAnswer step={data.steps.renewal} /> : null}
                {refusal ? (
                  <Alert severity="error" role="alert">
                    {refusal}
                  </Alert>
                ) : null}
                <Typography variant="body2">{translate('shop.zatca.renewal.help')}</Typography>
                {field('shop.zatca.renewal.otp', renewOtp, setRenewOtp, 'renewOtp', true)}
                {button('shop.zatca.renewal.submit', () => run(() => zatcaOnboardingApi.renewal(renewOtp), 'renewal'), 'zatca-renewal')}
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}

function StepChip({ state }: { state: ZatcaStepState }) {
  const translate = useTranslate();
  return (
    <Chip size="small" label={translate(`shop.zatca.state.${state}`)} color={STATE_COLOR[state]} variant={state === 'TODO' ? 'outlined' : 'filled'} />
  );
}

/** ZATCA's last answer to a step: its status and time, on failure what to do, and ZATCA's own messages. */
function StepAnswer({ step, withMessages = true }: { step: ZatcaOnboardingStep; withMessages?: boolean }) {
  const translate = useTranslate();
  const at = step.at ? isolate(shopTime(step.at)) : '';
  return (
    <Alert severity={step.state === 'FAILED' ? 'error' : 'success'} sx={{ overflowWrap: 'anywhere' }} data-testid="zatca-answer">
      <AlertTitle>
        {step.httpStatus ? translate('shop.zatca.answer.status', { status: step.httpStatus, at }) : translate('shop.zatca.answer.none', { at })}
      </AlertTitle>
      {step.fix ? (
        <Typography variant="body2">
          <strong>{translate('shop.zatca.answer.fix')}:</strong> {step.fix}
        </Typography>
      ) : null}
      {withMessages && step.messages.length ? (
        <List dense disablePadding aria-label={translate('shop.zatca.answer.messages')}>
          {step.messages.map((m) => (
            <ListItem key={m} disableGutters>
              <ListItemText primary={m} slotProps={{ primary: { dir: 'auto' } }} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** The three sample documents and how ZATCA answered each. */
function SampleChecks({ status }: { status: ZatcaOnboardingStatus }) {
  const translate = useTranslate();
  const documents = status.steps.complianceChecks.documents;
  if (!documents.length) return null;
  return (
    <List dense disablePadding data-testid="zatca-samples">
      {documents.map((d) => (
        <ListItem key={d.kind} disableGutters>
          <ListItemText
            primary={`${translate(`shop.zatca.checks.kinds.${d.kind}`)}: ${translate(`shop.zatca.checks.results.${d.status ?? 'none'}`)}`}
            secondary={d.messages.join(' · ') || undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The certificate the shop signs with now, and the unit's serial number once a request was made. */
function CertificateCard({ status }: { status: ZatcaOnboardingStatus }) {
  const translate = useTranslate();
  const c = status.certificate;
  return (
    <Card variant="outlined" data-testid="zatca-certificate">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {translate('shop.zatca.certificate.title')}
        </Typography>
        {c ? (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography>{translate(`shop.zatca.certificate.${c.kind}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('shop.zatca.certificate.detail', { issuer: isolate(c.issuer), date: isolate(shopTime(c.validTo)) })}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2">{translate('shop.zatca.certificate.none')}</Typography>
        )}
        {status.unit ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {translate('shop.zatca.compliance.serialNumber', { serial: isolate(status.unit.serialNumber) })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
