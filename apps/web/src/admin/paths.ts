import { generatePath } from 'react-router';

/**
 * The back office's paths, written once: AdminApp.tsx's route table gives each to a `<Route>` (paths
 * relative to /admin), and every link is made from the same text by `adminHref`.
 */
export const ADMIN_ROOT = '/admin';

/** The pages that are not a catalogue entity's (those are in entities.ts). */
export const PAGES = {
  dashboard: 'dashboard',
  add: 'add',
  view: 'view',
  orders: 'orders',
  visits: 'visits',
  visitCalendar: 'visits/calendar',
  visitSchedule: 'visits/schedule',
  conservation: 'conservation',
  returnPolicy: 'returns',
  prices: 'prices',
  shippingRates: 'shipping-rates',
  shippingQuotes: 'shipping-quotes',
  tax: 'tax',
  commissions: 'commissions',
  subscribers: 'subscribers',
  outbox: 'outbox',
  privacy: 'privacy',
  jobs: 'jobs',
  staff: 'staff',
  audit: 'audit',
  profile: 'profile',
} as const;

/** The link to a back-office path, its `:id` filled in. */
export const adminHref = (path: string, params?: { id: string }): string => generatePath(`${ADMIN_ROOT}/${path}`, params);
