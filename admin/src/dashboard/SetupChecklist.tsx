import { Link } from 'react-router-dom';
import { Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { adminPath } from '../paths';
import { useSettings } from '../settings/useSettings';
import { useTranslate } from 'react-admin';
import { openSetupSteps } from './setupChecklist';

/** The steps a new shop still needs (chat target, business contact, logo); gone once every step is done. */
export function SetupChecklist() {
  const { data } = useSettings();
  const translate = useTranslate();
  if (!data) return null;
  const steps = openSetupSteps(data);
  if (steps.length === 0) return null;
  return (
    <Card data-testid="setup-checklist" sx={{ mb: 2, borderLeft: 4, borderColor: 'warning.main' }}>
      <CardContent>
        <Typography variant="h3" component="h2">
          {translate('shop.shell.setup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('shop.shell.setup.intro')}
        </Typography>
        <List dense>
          {steps.map((step) => (
            <ListItem key={step} disableGutters data-testid={`setup-step-${step}`}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <RadioButtonUncheckedIcon color="warning" fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={translate(`shop.shell.setup.steps.${step}.label`)}
                secondary={translate(`shop.shell.setup.steps.${step}.hint`)}
              />
            </ListItem>
          ))}
        </List>
        <Button component={Link} to={adminPath('/settings')} variant="outlined">
          {translate('shop.shell.setup.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
