/** The back office's session timers. */
// 14 hours (a spec writes "504,000,000 ms (14 hours)", which is 140 h: the hours are what is meant), and the
// API's access tokens live 15 h (ACCESS_TOKEN_TTL_SECONDS), so refreshing every 140 h would sign staff out.
export const TOKEN_REFRESH_INTERVAL_MS = 50_400_000;

export const SESSION_RESTORE_DELAY_MS = 100;

export const SIGN_OUT_DELAY_MS = 2_000;
