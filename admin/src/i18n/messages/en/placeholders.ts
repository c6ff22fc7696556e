import { placeholderScreen, TAB_WORD } from '../placeholderScreen';

/** The screens the shop does not run yet (Reviews, Inquiries): title, subtitle, status tabs, stat cards and a side card. */
export default {
  filter: 'Filter',
  export: 'Export',
  /** a status tab and its count */
  tab: '%{name} (%{count})',
  reviews: placeholderScreen(
    { title: 'Customer Reviews', subtitle: 'Moderate what customers say about your products.', empty: 'No reviews yet' },
    { total: 'Total Reviews', pending: TAB_WORD, approved: TAB_WORD, rating: 'Average Rating' },
    { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    {
      guidelinesTitle: 'Review Guidelines',
      guidelines: {
        honest: 'Approve reviews that describe the product honestly, positive or negative.',
        reject: 'Reject reviews with offensive language, personal data or spam links.',
        reply: 'Reply politely to complaints and offer a way to resolve them.',
      },
    },
  ),
  inquiries: placeholderScreen(
    { title: 'Customer Inquiries', subtitle: 'Answer questions from customers in one place.', empty: 'No inquiries yet' },
    { total: 'Total Inquiries', pending: TAB_WORD, inProgress: TAB_WORD, resolved: TAB_WORD },
    { all: 'All', inProgress: 'In Progress', pending: 'Pending', resolved: 'Resolved' },
    {
      responseTarget: 'Target average response time: under 24 hours',
      templateTitle: 'Response Template',
      template: 'Hi {name}, thank you for reaching out! {answer} If you have any other questions, we are happy to help. Best regards, {shop}',
    },
  ),
};
