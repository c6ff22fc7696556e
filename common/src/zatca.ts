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
