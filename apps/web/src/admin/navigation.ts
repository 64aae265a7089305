/** The back office's sidebar (SPEC §2), one entry per area. */
export const ADMIN_NAVIGATION = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/add', label: 'Add' },
  { to: '/admin/view', label: 'View' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/visits', label: 'Studio visits' },
  { to: '/admin/conservation', label: 'Conservation ledger' },
  { to: '/admin/commissions', label: 'Commissions' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/privacy', label: 'Privacy requests' },
  { to: '/admin/jobs', label: 'Background jobs' },
];
