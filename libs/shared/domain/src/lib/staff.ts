/**
 * The studio's team: permissions, the roles made of them, and the rules the server and the back office
 * both read (the server checks, the back office hides what a role cannot do).
 *
 * A permission is what one admin operation needs (`@Allow(...)` on a resolver or a REST route). Its text
 * finishes the refusal 'You do not have permission to …'. Add a permission here when a new kind of work
 * appears, and give it to the roles that do that work.
 */
export const PERMISSIONS = {
  'staff.manage': 'manage the studio’s staff',
  'settings.manage': 'change the shop’s settings',
  'privacy.erase': 'erase a customer’s data',
  'audit.read': 'read the audit log',
  'catalog.manage': 'change the catalogue',
  'orders.read': 'see orders',
  'orders.manage': 'change orders',
  'refunds.manage': 'record refunds',
  'shipping.manage': 'manage shipping',
  'visits.read': 'see studio visits',
  'visits.manage': 'change studio visits',
  'commissions.manage': 'handle commission requests',
  'ledger.read': 'see the conservation ledger',
  'csv.export': 'export CSV files',
  'newsletter.manage': 'manage newsletter subscribers',
  'mail.manage': 'read and resend the studio’s mail',
  'jobs.manage': 'manage background jobs',
  'analytics.read': 'see page views',
} as const;

export type Permission = keyof typeof PERMISSIONS;

/** Every permission, in the order above. */
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/**
 * Not a permission but the lowest rule: any signed-in account (its own profile, two-step sign-in, sign
 * out, the dashboard's counts). The only rule an Owner who must still set up two-step sign-in passes.
 */
export const SIGNED_IN = 'signed-in';

/** What an operation declares: one permission, or only a session. */
export type AccessRule = Permission | typeof SIGNED_IN;

/** The refusal of a signed-in person who lacks the permission (403, GraphQL FORBIDDEN). */
export const permissionDenied = (permission: Permission) => `You do not have permission to ${PERMISSIONS[permission]}.`;

/** The four roles. A person's permissions are the union of their roles'. */
export const ROLES = {
  owner: {
    label: 'Owner',
    description: 'Everything, including staff, payment and shop settings, ‘Start selling for real’ and privacy erasure.',
    permissions: ALL_PERMISSIONS,
  },
  catalogue: {
    label: 'Catalogue',
    description: 'Artworks, artists, categories, collections, team members and images.',
    permissions: ['catalog.manage'] as Permission[],
  },
  sales: {
    label: 'Sales',
    description: 'Orders, studio visits, commission requests, refunds and shipping.',
    permissions: ['orders.read', 'orders.manage', 'refunds.manage', 'shipping.manage', 'visits.read', 'visits.manage', 'commissions.manage'] as Permission[],
  },
  bookkeeper: {
    label: 'Bookkeeper',
    description: 'Reads orders and the conservation ledger, and exports CSV.',
    permissions: ['orders.read', 'ledger.read', 'csv.export'] as Permission[],
  },
} as const satisfies Record<string, { label: string; description: string; permissions: readonly Permission[] }>;

export type Role = keyof typeof ROLES;

export const ALL_ROLES = Object.keys(ROLES) as Role[];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && value in ROLES;

/** The union of the roles' permissions, in PERMISSIONS order. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set(roles.filter(isRole).flatMap((role) => ROLES[role].permissions));
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Whether a set of permissions covers every permission of the roles (nobody grants what they lack). */
export const coversRoles = (held: readonly Permission[], roles: readonly Role[]): boolean =>
  roles.every((role) => ROLES[role].permissions.every((permission) => held.includes(permission)));

export type StaffStatus = 'invited' | 'active' | 'disabled';

/** Who must use two-step sign-in: Owners always (unless the deployment says otherwise), everyone when the studio says so. */
export type TwoStepPolicy = 'owners' | 'everyone';

export const STAFF_LIMITS = {
  displayName: 100,
  /** E-mail addresses sign in through the User Name field, whose limit they share. */
  email: 100,
  passwordMin: 12,
  passwordMax: 200,
  /** A six-digit code or a recovery code (`xxxxx-xxxxx`). */
  code: 20,
} as const;

/** How long the links last. */
export const STAFF_LINK_HOURS = { invitation: 72, passwordReset: 0.5 } as const;

/** Recovery codes made at once; each signs in once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** Wrong codes allowed per account in the window before sign-in codes are refused for a while. */
export const CODE_ATTEMPTS = { limit: 5, windowMinutes: 5 } as const;

/**
 * What makes a password acceptable for a staff account: at least 12 characters, at most 200, and
 * not the account's e-mail address. Undefined when it is fine, else the reason.
 */
export function staffPasswordProblem(password: string, email?: string | null): string | undefined {
  const length = [...password].length;
  if (length < STAFF_LIMITS.passwordMin) return `The password must be at least ${STAFF_LIMITS.passwordMin} characters long.`;
  if (length > STAFF_LIMITS.passwordMax) return `The password must be at most ${STAFF_LIMITS.passwordMax} characters long.`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'The password must not be your e-mail address.';
  return undefined;
}

/** The texts of staff sign-in, invitations and resets (server answers and back-office notices). */
export const STAFF_MESSAGES = {
  useBackOffice: 'This account uses two-step sign-in. Please sign in through the back office at /sawa-admin-login.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  reusedCode: 'That code was already used. Wait for the next one in your authenticator app.',
  codeThrottled: 'Too many wrong codes. Please wait a few minutes and try again.',
  signInStepExpired: 'This sign-in took too long. Please enter your user name and password again.',
  enrolFirst: 'Set up two-step sign-in on your profile page before anything else.',
  resetRequested: 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
  resetThrottled: 'Too many password reset requests. Please wait a while and try again.',
  passwordChanged: 'Your password was changed. Please sign in with it.',
  invitation: {
    expired: 'This invitation link has expired. Ask an Owner of the studio for a new one.',
    used: 'This invitation link was already used. Ask an Owner of the studio for a new one if you cannot sign in.',
    invalid: 'This invitation link is not valid (it may have been replaced by a newer one). Ask an Owner of the studio for a new one.',
  },
  reset: {
    expired: 'This password reset link has expired. Ask for a new one on the sign-in page.',
    used: 'This password reset link was already used. Ask for a new one on the sign-in page.',
    invalid: 'This password reset link is not valid (it may have been replaced by a newer one). Ask for a new one on the sign-in page.',
  },
  lastOwner: 'The studio must keep at least one active Owner.',
  notYourself: 'You cannot disable your own account.',
  grantBeyondOwn: 'You cannot grant a role whose permissions you do not have.',
  emailTaken: 'A staff account already uses this e-mail address.',
} as const;
