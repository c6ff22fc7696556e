/** The ZATCA reporting texts the owner reads. */
export const ZATCA_MESSAGES = {
  ownerOnly: 'Only the owner can see ZATCA reporting',
  noAnswer: 'Fatoora did not answer (network error or timeout); the document is sent again later',
  badCredentials: "Fatoora refused the shop's production CSID (401): onboard again in Settings → Tax → ZATCA",
} as const;
