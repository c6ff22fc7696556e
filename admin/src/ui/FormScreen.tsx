import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Button } from '@mui/material';
import { adminPath } from '../paths';
import { BackLink } from './LinkButtons';
import { Page, PageHeader } from './PageHeader';

interface Back {
  /** The list this screen belongs to, a path inside the back office. */
  back: string;
  backLabel: string;
}

/** A create or edit screen: the link back to its list, the heading, then the form. */
export function FormScreen({ back, backLabel, title, subtitle, children }: Back & { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Page>
      <BackLink to={back} label={backLabel} />
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </Page>
  );
}

/** An edit screen whose record does not exist (or is gone): says so and offers the way back to the list. */
export function RecordNotFound({ back, backLabel, title, text }: Back & { title: string; text?: string }) {
  return (
    <Page>
      <Alert
        severity="warning"
        data-testid="not-found"
        action={
          <Button component={Link} to={adminPath(back)} color="inherit">
            {backLabel}
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
    </Page>
  );
}
