/** The ZATCA texts the owner reads: reporting, and onboarding's failures, each saying what to fix. */
export const ZATCA_MESSAGES = {
  ownerOnly: 'Only the owner can see ZATCA reporting',
  noAnswer: 'Fatoora did not answer (network error or timeout); the document is sent again later',
  badCredentials: "Fatoora refused the shop's production CSID (401): onboard again in Settings → Tax → ZATCA",
  onboardingOwnerOnly: 'Only the owner can onboard the shop with ZATCA',
  chooseEnvironment: 'Choose the ZATCA environment first: developer portal, simulation or production',
  sellerMissing: (fields: string[]) =>
    `ZATCA's certificate request and documents need the seller's full details: fill in ${fields.join(', ')} in Settings → Tax first`,
  needsComplianceCsid: 'Get the compliance CSID first: enter the OTP from the Fatoora portal',
  needsChecks: 'Run the compliance checks first: ZATCA issues the production CSID only after they pass',
  needsProduction: 'Renewal replaces the production CSID: finish onboarding first',
  badOtp:
    'ZATCA did not accept the OTP: get a new one in the Fatoora portal (fatoora.zatca.gov.sa, "Onboard new solution unit/device") and enter its six digits',
  expiredOtp: 'The OTP has expired (an OTP is valid for one hour): get a new one in the Fatoora portal and enter it straight away',
  fatooraDown: (status: number | null) =>
    `Fatoora did not answer${status ? ` (HTTP ${status})` : ' (network error or timeout)'}: nothing changed, try this step again in a few minutes`,
  refused: (status: number) => `ZATCA refused the request (HTTP ${status}): read ZATCA's messages below, correct what they name, then try again`,
  complianceCsidRefused: 'Fatoora refused the compliance CSID (401): enter a new OTP to get a new one',
  productionCsidRefused: "Fatoora refused the shop's production CSID (401): onboard again with a new OTP",
  samplesRejected: (kinds: string[]) =>
    `ZATCA rejected the sample ${kinds.join(', ')}: correct what its messages name (usually a seller detail in Settings → Tax), then run the compliance checks again`,
  certificateNotOurs: "The certificate ZATCA returned is not for this shop's signing key: get a new OTP and start again",
  noCertificate: 'Fatoora answered without a certificate (binarySecurityToken and secret): try this step again',
} as const;

/** The onboarding request fields' messages. */
export const ZATCA_DTO_MESSAGES = {
  environment: 'environment must be DEVELOPER_PORTAL, SIMULATION or PRODUCTION',
  otp: 'otp must be the six digits from the Fatoora portal',
  branchName: 'branchName must be text of 1 to 100 characters (the branch, or the 10-digit TIN of a VAT group member)',
  businessCategory: 'businessCategory must be text of 1 to 100 characters (e.g. Retail of clothing)',
} as const;
