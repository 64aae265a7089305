/** The back office's sidebar (SPEC §2), one entry per area. */
export const ADMIN_NAVIGATION = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/add', label: 'Add' },
  { to: '/admin/view', label: 'View' },
];
