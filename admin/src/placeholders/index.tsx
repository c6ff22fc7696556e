import { lazy } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { guarded } from '../auth/Guard';

export const reviews = {
  list: guarded(
    'reviews',
    'list',
    lazy(() => import('./Reviews')),
  ),
  icon: RateReviewIcon,
};
export const inquiries = {
  list: guarded(
    'inquiries',
    'list',
    lazy(() => import('./Inquiries')),
  ),
  icon: QuestionAnswerIcon,
};
