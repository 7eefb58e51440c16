// Texts of the operator's usage overview (spec sections 2, 3 and 8).
export const usageMessages = {
  title: 'Usage overview',
  intro: 'AI usage and estimated cost per agent. Costs are estimates before tax, in US dollars.',
  failure: 'No usage overview data can be found.',
  empty: 'No chats in this period yet.',
  scrollHint: 'Scroll right for more',
  back: 'Back',
  from: 'From',
  to: 'To',
  apply: 'Show',
  reset: 'All time',
  download: 'Download CSV',
  invalidRange: 'Please choose a start date on or before the end date.',
  invalidDate: 'Please enter dates as YYYY-MM-DD.',
  totals: 'Total',
  yes: 'Yes',
  no: 'No',
  notAvailable: 'N/A',
} as const;

/** Column headings, in the order of the spec's usage row. */
export const usageColumns = [
  'User ID',
  'First name',
  'Last name',
  'Sessions',
  'Responses',
  'Input tokens',
  'Cached input tokens',
  'Output tokens',
  'File searches',
  'Web searches',
  'Cost before tax (USD)',
  'Average latency (ms)',
  'Needs fix',
] as const;
