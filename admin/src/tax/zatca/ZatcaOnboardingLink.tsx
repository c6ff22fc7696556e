import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { adminPath } from '../../paths';

/** Settings → Tax's one way to the ZATCA onboarding screen (the tax card is shown to the owner only). */
export function ZatcaOnboardingLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={adminPath('/settings/zatca')} startIcon={<VerifiedUserIcon />} sx={{ mt: 2 }} data-testid="zatca-onboarding-link">
      {translate('shop.zatca.link')}
    </Button>
  );
}
