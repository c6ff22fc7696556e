/** A document ZATCA rejected when it was reported, with ZATCA's messages (`code: message`). */
export interface ZatcaRejection {
  invoiceId: string;
  number: number;
  answeredAt: string;
  messages: string[];
}

/** GET /zatca/reporting (owner): the reporting queue as the owner's card shows it. */
export interface ZatcaReportingStatus {
  waiting: number;
  /** How long the oldest waiting document has waited, in seconds; null when none waits. */
  oldestWaitingAgeSeconds: number | null;
  reported: number;
  reportedWithWarnings: number;
  rejected: number;
  /** The latest rejections, newest first. */
  rejections: ZatcaRejection[];
}

/** ZATCA's three Fatoora environments: the developer portal (anyone, to try), simulation, production. */
export const ZATCA_ENVIRONMENTS = ['DEVELOPER_PORTAL', 'SIMULATION', 'PRODUCTION'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];

/** Where an onboarding step stands: not done yet, done, or failed (with ZATCA's answer and what to fix). */
export type ZatcaStepState = 'TODO' | 'DONE' | 'FAILED';

export interface ZatcaOnboardingStep {
  state: ZatcaStepState;
  /** When the step last ran (ISO), null before. */
  at: string | null;
  /** Fatoora's HTTP status; null when it did not answer or the step has not run. */
  httpStatus: number | null;
  /** ZATCA's own messages (`code: message`), as it answered. */
  messages: string[];
  /** On failure: what the owner does about it. */
  fix: string | null;
}

/** The three sample documents ZATCA's compliance checks take from a shop issuing simplified documents. */
export const ZATCA_SAMPLE_KINDS = ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE'] as const;
export type ZatcaSampleKind = (typeof ZATCA_SAMPLE_KINDS)[number];

export interface ZatcaSampleCheck {
  kind: ZatcaSampleKind;
  /** PASS, WARNING, ERROR as ZATCA answered; null when Fatoora did not answer. */
  status: string | null;
  messages: string[];
}

/** GET /zatca/onboarding (owner): the environment, each step's state and ZATCA's answer; never a token or secret. */
export interface ZatcaOnboardingStatus {
  environment: ZatcaEnvironment | null;
  /** The signing certificate in use and what it is. */
  certificate: { kind: 'SELF_SIGNED' | 'COMPLIANCE_CSID' | 'PRODUCTION_CSID'; subject: string; issuer: string; validTo: string } | null;
  /** A production CSID is stored: documents signed from now on are reported. */
  onboarded: boolean;
  /** The phase 2 switch (PUT /invoices/zatca-phase2): documents issued from now on are signed. */
  phase2: boolean;
  /** What went into the certificate request. */
  unit: { branchName: string; businessCategory: string; serialNumber: string } | null;
  steps: {
    complianceCsid: ZatcaOnboardingStep;
    complianceChecks: ZatcaOnboardingStep & { documents: ZatcaSampleCheck[] };
    productionCsid: ZatcaOnboardingStep;
    renewal: ZatcaOnboardingStep;
  };
}
