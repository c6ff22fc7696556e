/**
 * What the Backups card is told when the owner asks for a backup the shop cannot give: none yet, one removed, one
 * being written, or a download link that no longer works. The restore command line's texts stay beside its steps.
 */
export const BACKUP_MESSAGES = {
  noBackupYet: 'There is no backup yet. Use "Back up now" first.',
  noSuchBackup: (name: string) => `There is no backup named ${name}. It may have been removed by retention; reload the Backups card.`,
  busy: 'A backup is already being written. Try again when it has finished.',
  ticketMissing: 'This download link is not valid: it has no ticket. Press Download on the Backups card again.',
  ticketForged: 'This download link is not valid. Press Download on the Backups card again.',
  ticketOtherBackup: 'This download link is for another backup.',
  ticketExpired: 'This download link has expired (it works for one minute). Press Download on the Backups card again.',
  ticketUsed: 'This download link has already been used. Press Download on the Backups card again.',
} as const;
