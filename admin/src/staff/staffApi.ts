/** Staff members are changed with PATCH (role, active flag), not replaced. */
export const staffResource = { updateMethod: 'PATCH' as const };
