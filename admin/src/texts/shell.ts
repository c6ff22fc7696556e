import { PASSWORD_MIN } from '@shop/common';
/** Texts of the sign-in page, the shell, the dashboard and the screens not built yet. */
export const LOGIN_TEXTS = {
  title: 'Sign In',
  subtitle: 'Sign in to manage your shop',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  forgotPassword: 'Forgot password?',
} as const;

/** The two screens that recover a forgotten password: ask for a link, then set a new password with it. */
export const RESET_TEXTS = {
  requestTitle: 'Forgot Password',
  requestSubtitle: "Enter your account's email and we will send you a link to set a new password.",
  requestSubmit: 'Send Reset Link',
  requestSubmitting: 'Sending...',
  requestSentTitle: 'Check your email',
  requestSentHint: 'The link works once, for one hour. No mail? Check the spam folder or ask for a new link.',
  requestAgain: 'Send another link',
  tooManyTitle: 'Too many requests',
  backToSignIn: 'Back to Sign In',
  setTitle: 'Set a New Password',
  setSubtitle: `Choose a new password of at least ${PASSWORD_MIN} characters.`,
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setSubmit: 'Set New Password',
  setSubmitting: 'Saving...',
  invalidLinkTitle: 'Link not valid',
  requestNewLink: 'Request a new link',
} as const;

export const SHELL_TEXTS = {
  welcomeBack: 'Welcome back',
  viewStore: 'View Store',
  signOut: 'Sign out',
  signOutConfirmTitle: 'Sign out',
  signOutConfirmText: 'Are you sure you want to sign out?',
  cancel: 'Cancel',
  loading: 'Loading...',
  menu: {
    dashboard: 'Dashboard',
    categories: 'Categories',
    products: 'Products',
    sales: 'Sales',
    reviews: 'Reviews',
    inquiries: 'Inquiries',
    settings: 'Settings',
    staff: 'Staff',
  },
  roleLabels: { OWNER: 'Owner', ADMIN: 'Admin', STALL: 'Stall' },
} as const;

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  welcome: "Welcome to your shop's back office. Here is what is happening today.",
  totalProducts: 'Total Products',
  salesThisMonth: 'Sales This Month',
  pendingReviews: 'Pending Reviews',
  newInquiries: 'New Inquiries',
  fromLastMonth: (percent: number) => `${percent >= 0 ? '+' : ''}${percent}% from last month`,
  awaitingApproval: 'Awaiting approval',
  requiresResponse: 'Requires response',
  quickLinks: 'Quick Links',
  addNewProduct: 'Add New Product',
  manageProducts: 'Manage Products',
  viewSales: 'View Sales',
  recentActivity: 'Recent Activity',
  noRecentActivity: 'No recent activity',
} as const;

/** What every screen not built yet shows: title, subtitle, status tabs, stat cards (all at 0) and its empty list's line. */
export interface PlaceholderPageTexts {
  title: string;
  subtitle: string;
  tabs: readonly string[];
  stats: readonly string[];
  empty: string;
}

/** One placeholder screen's texts: the shared shape, its tabs and stats, then what its own side card (and note) say. */
const placeholderPage = <Own extends object>(
  title: string,
  subtitle: string,
  empty: string,
  lists: Pick<PlaceholderPageTexts, 'tabs' | 'stats'> & Own,
): PlaceholderPageTexts & Own => ({ title, subtitle, empty, ...lists });

export const PLACEHOLDER_TEXTS = {
  reviews: placeholderPage('Customer Reviews', 'Moderate what customers say about your products.', 'No reviews yet', {
    tabs: ['All', 'Pending', 'Approved', 'Rejected'],
    stats: ['Total Reviews', 'Pending', 'Approved', 'Average Rating'],
    guidelinesTitle: 'Review Guidelines',
    guidelines: [
      'Approve reviews that describe the product honestly, positive or negative.',
      'Reject reviews with offensive language, personal data or spam links.',
      'Reply politely to complaints and offer a way to resolve them.',
    ],
  }),
  inquiries: placeholderPage('Customer Inquiries', 'Answer questions from customers in one place.', 'No inquiries yet', {
    tabs: ['All', 'In Progress', 'Pending', 'Resolved'],
    stats: ['Total Inquiries', 'Pending', 'In Progress', 'Resolved'],
    responseTarget: 'Target average response time: under 24 hours',
    templateTitle: 'Response Template',
    template: 'Hi {name}, thank you for reaching out! {answer} If you have any other questions, we are happy to help. Best regards, {shop}',
  }),
  filter: 'Filter',
  export: 'Export',
} as const;

export const ACCESS_TEXTS = {
  accessDeniedTitle: 'Access Denied',
  authErrorTitle: 'Authentication Error',
  refresh: 'Refresh Page',
  backToDashboard: 'Back to Dashboard',
} as const;
