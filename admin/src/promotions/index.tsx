import { lazy } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { guardedResource } from '../auth/Guard';

/** The Promotions screens: the list (with the discount licence), a new promotion, one promotion with its figures. */
export default guardedResource(
  'promotions',
  { list: lazy(() => import('./PromotionList')), create: lazy(() => import('./PromotionForm')), edit: lazy(() => import('./PromotionForm')) },
  LocalOfferIcon,
);
