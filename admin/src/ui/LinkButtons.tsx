import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { adminPath } from '../paths';

/** The "back to the list" link above a create or edit screen; `to` is a path inside the back office. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={adminPath(to)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {label}
    </Button>
  );
}

/** The filled "+" link that opens a create screen (`to`, a path inside the back office). */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="contained" component={Link} to={adminPath(to)} startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}
