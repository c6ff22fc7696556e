/**
 * Settings → Tax → ZATCA: onboarding for phase 2 (issue 44). As on the tax card, ZATCA's own Arabic terms stay beside
 * the English where the owner meets them on ZATCA's forms and in the Fatoora portal.
 */
export default {
  title: 'ZATCA onboarding · الربط مع هيئة الزكاة والضريبة والجمارك',
  subtitle:
    "Phase 2 (integration): ZATCA certifies the shop's signing key, and every simplified tax invoice and credit note signed from then on is reported to ZATCA within 24 hours.",
  link: 'ZATCA onboarding (phase 2)',
  back: 'Settings',
  ownerOnly: 'Only the owner can onboard the shop with ZATCA.',
  loadFailed: 'The onboarding state could not be read: %{message}',
  working: 'Waiting for ZATCA…',
  state: {
    TODO: 'Not done',
    DONE: 'Done',
    FAILED: 'Failed',
  },
  answer: {
    status: 'ZATCA answered HTTP %{status}, %{at}',
    none: 'Fatoora did not answer, %{at}',
    messages: "ZATCA's messages",
    fix: 'What to do',
  },
  environment: {
    title: 'Environment',
    help: 'Start with the developer portal or simulation to see it work; production is the real thing. Choosing another environment starts onboarding again.',
    label: 'Fatoora environment',
    DEVELOPER_PORTAL: 'Developer portal (anyone, to try)',
    SIMULATION: 'Simulation (your taxpayer account, nothing counts)',
    PRODUCTION: 'Production (the real thing)',
    choose: 'Use this environment',
    chosen: 'Chosen: %{environment}',
  },
  compliance: {
    title: 'Compliance CSID (OTP)',
    help: 'In the Fatoora portal (fatoora.zatca.gov.sa) choose "Onboard new solution unit/device" and enter the six-digit OTP here within the hour. The shop makes its certificate request from its own key with your VAT number, legal name and address.',
    otp: 'OTP (6 digits)',
    branchName: 'Branch name',
    businessCategory: 'Business category',
    submit: 'Get compliance CSID',
    serialNumber: 'Unit serial number: %{serial}',
  },
  checks: {
    title: 'Compliance checks',
    help: 'The shop sends ZATCA a sample simplified invoice, credit note and debit note signed with the compliance certificate. All three must pass.',
    submit: 'Run compliance checks',
    kinds: {
      INVOICE: 'Simplified tax invoice',
      CREDIT_NOTE: 'Credit note',
      DEBIT_NOTE: 'Debit note',
    },
    results: {
      PASS: 'Passed',
      WARNING: 'Passed with warnings',
      ERROR: 'Rejected',
      none: 'No answer',
    },
  },
  production: {
    title: 'Production CSID',
    help: 'ZATCA issues the certificate the shop signs with from now on; the reporting queue sends with it.',
    submit: 'Get production CSID',
  },
  done: {
    title: 'Onboarded',
    text: "With phase 2 on, every invoice and credit note is signed with ZATCA's certificate and reported to ZATCA within 24 hours.",
  },
  phase2: {
    label: 'Phase 2: sign and report every document issued from now on',
    on: 'On: documents are signed and reported. Turning it off goes back to phase 1 invoices (for a shop below the threshold).',
    off: 'Off: documents are phase 1 simplified tax invoices (QR with five fields) and nothing is reported.',
  },
  renewal: {
    title: 'Renew the certificate',
    help: 'Before the certificate expires, or when ZATCA asks, get a new OTP in the Fatoora portal ("Renew existing unit/device") and enter it. The key and the invoice chain stay as they are.',
    otp: 'New OTP (6 digits)',
    submit: 'Renew certificate',
  },
  certificate: {
    title: 'Signing certificate',
    SELF_SIGNED: 'Self-signed stand-in (not onboarded yet)',
    COMPLIANCE_CSID: 'Compliance CSID',
    PRODUCTION_CSID: 'Production CSID issued by ZATCA',
    detail: 'Issued by %{issuer}, valid until %{date}',
    none: 'No signing key yet: it is made with the first certificate request.',
  },
};
