import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../paths';

/**
 * After a form saved: every cached query is reloaded (lists, counts and the dashboard all show the change), then the
 * screen moves to `to`, a path inside the back office. Resolves to undefined, the "no field errors" answer of a form submit.
 */
export function useLeaveAfterSave() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string): Promise<undefined> => {
    await queryClient.invalidateQueries();
    void navigate(adminPath(to));
    return undefined;
  };
}
