/** How long a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
