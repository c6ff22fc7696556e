import { Suspense, type ReactNode, type ComponentType } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Spinner } from '../ui/Spinner';
import { screenFor, type ScreenAction } from '../access/screens';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <Alert severity="warning" data-testid="access-denied">
        <AlertTitle>{translate('shop.shell.access.accessDeniedTitle')}</AlertTitle>
        {translate('shop.shell.access.accessDenied')}
      </Alert>
    </Box>
  );
}

export function AuthenticationError() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <Alert
        severity="error"
        data-testid="authentication-error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {translate('shop.shell.access.refresh')}
          </Button>
        }
      >
        <AlertTitle>{translate('shop.shell.access.authErrorTitle')}</AlertTitle>
        {translate('shop.shell.access.permissionsMissing')}
      </Alert>
    </Box>
  );
}

/** Renders the page only when canAccess allows it; otherwise 'Access Denied' or 'Authentication Error' in its place. */
export function Guard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { canAccess, isPending, error } = useCanAccess({ resource, action });
  if (isPending) return <Spinner />;
  if (error) return <AuthenticationError />;
  if (!canAccess) return <AccessDenied />;
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** Wraps a (lazy) page component in the guard of its row in the screen-access table. */
export function guarded<P extends object>(resource: string, action: ScreenAction, Component: ComponentType<P>) {
  screenFor(resource, action);
  const GuardedPage = (props: P) => (
    <Guard resource={resource} action={action}>
      <Component {...props} />
    </Guard>
  );
  GuardedPage.displayName = `Guarded(${resource}.${action})`;
  return GuardedPage;
}

type Screens = { list: ComponentType; create: ComponentType; edit: ComponentType };

/** A resource with a list, a create and an edit screen, each behind the guard of its row in the screen-access table. */
export function guardedResource(resource: string, screens: Screens, icon: ComponentType) {
  return {
    list: guarded(resource, 'list', screens.list),
    create: guarded(resource, 'create', screens.create),
    edit: guarded(resource, 'edit', screens.edit),
    icon,
  };
}
