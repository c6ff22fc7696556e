/** The dashboard warns when the newest good backup is older than this, a nightly missed and a half. */
export const BACKUP_WARN_AFTER_HOURS = 36;
