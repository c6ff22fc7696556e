import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';

/** The sidebar icon of each screen that has an entry, by its path in the screen-access table. */
export const MENU_ICONS: Record<string, ComponentType> = {
  '/': DashboardIcon,
  '/categories': CategoryIcon,
  '/products': CheckroomIcon,
  '/sales': PointOfSaleIcon,
  '/orders': ReceiptLongIcon,
  '/promotions': LocalOfferIcon,
  '/reviews': RateReviewIcon,
  '/inquiries': QuestionAnswerIcon,
  '/settings': SettingsIcon,
  '/staff': GroupIcon,
};
