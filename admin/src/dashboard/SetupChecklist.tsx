import { Link } from 'react-router-dom';
import { Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { adminPath } from '../paths';
import { useSettings } from '../settings/useSettings';
import { SETUP_TEXTS, openSetupSteps } from './setupChecklist';

/** The steps a new shop still needs (chat target, business contact, logo); gone once every step is done. */
export function SetupChecklist() {
  const { data } = useSettings();
  if (!data) return null;
  const steps = openSetupSteps(data);
  if (steps.length === 0) return null;
  return (
    <Card data-testid="setup-checklist" sx={{ mb: 2, borderLeft: 4, borderColor: 'warning.main' }}>
      <CardContent>
        <Typography variant="h3" component="h2">
          {SETUP_TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {SETUP_TEXTS.intro}
        </Typography>
        <List dense>
          {steps.map((step) => (
            <ListItem key={step} disableGutters data-testid={`setup-step-${step}`}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <RadioButtonUncheckedIcon color="warning" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={SETUP_TEXTS.steps[step].label} secondary={SETUP_TEXTS.steps[step].hint} />
            </ListItem>
          ))}
        </List>
        <Button component={Link} to={adminPath('/settings')} variant="outlined">
          {SETUP_TEXTS.open}
        </Button>
      </CardContent>
    </Card>
  );
}
