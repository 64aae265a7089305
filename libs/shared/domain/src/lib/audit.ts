/**
 * The audit log's vocabulary: each entry's stable action code (what happened) and target type (to
 * what), with the words the back office shows. Codes never change once written; add new ones here.
 */
export const AUDIT_ACTIONS = {
  'staff.signed-in': 'Signed in',
  'staff.sign-in-failed': 'Sign-in failed',
  'staff.code-refused': 'Two-step code refused',
  'staff.recovery-code-used': 'Recovery code used',
  'staff.two-step-enabled': 'Two-step sign-in turned on',
  'staff.two-step-disabled': 'Two-step sign-in turned off',
  'staff.recovery-codes-renewed': 'Recovery codes renewed',
  'staff.invited': 'Invited',
  'staff.invitation-resent': 'Invitation sent again',
  'staff.invitation-revoked': 'Invitation revoked',
  'staff.invitation-accepted': 'Invitation accepted',
  'staff.roles-changed': 'Roles changed',
  'staff.disabled': 'Account disabled',
  'staff.enabled': 'Account enabled again',
  'staff.profile-updated': 'Profile updated',
  'staff.password-changed': 'Password changed',
  'staff.password-reset-requested': 'Password reset requested',
  'staff.password-reset': 'Password reset',
  'settings.two-step-policy-changed': 'Two-step sign-in rule changed',
  'settings.return-policy-changed': 'Return policy changed',
  'settings.shipping-rates-changed': 'Shipping rates changed',
  'artwork.created': 'Artwork created',
  'artwork.updated': 'Artwork updated',
  'artwork.deleted': 'Artwork deleted',
  'artist.created': 'Artist created',
  'artist.updated': 'Artist updated',
  'artist.deleted': 'Artist deleted',
  'category.created': 'Category created',
  'category.updated': 'Category updated',
  'category.deleted': 'Category deleted',
  'collection.created': 'Collection created',
  'collection.updated': 'Collection updated',
  'collection.deleted': 'Collection deleted',
  'team-member.created': 'Team member created',
  'team-member.updated': 'Team member updated',
  'team-member.deleted': 'Team member deleted',
  'order.paid': 'Order paid',
  'order.shipped': 'Order shipped',
  'order.delivered': 'Order delivered',
  'order.ready-for-pickup': 'Order ready for pickup',
  'order.collected': 'Order collected',
  'order.cancelled': 'Order cancelled',
  'order.expired': 'Order expired',
  'order.refunded': 'Refund recorded',
  'order.payment-late': 'Payment after the order ended',
  'order.payment-mismatch': 'Payment did not match the order',
  'visit.paid': 'Visit paid',
  'visit.expired': 'Visit expired',
  'visit.cancelled': 'Visit cancelled',
  'visit.attended': 'Visit attended',
  'visit.no-show': 'Visitor did not come',
  'visit.refunded': 'Visit marked refunded',
  'visit.payment-late': 'Payment after the visit ended',
  'visit.payment-mismatch': 'Payment did not match the visit',
  'visit.moved': 'Visit moved',
  'commission-request.updated': 'Commission request updated',
  'commission-request.deleted': 'Commission request deleted',
  'newsletter-subscriber.deleted': 'Subscriber deleted',
  'shop.selling-for-real': 'Started selling for real',
  'privacy.customer-erased': 'Customer data erased',
  'export.csv': 'CSV exported',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_TARGETS = {
  staff: 'Staff account',
  artwork: 'Artwork',
  artist: 'Artist',
  category: 'Category',
  collection: 'Collection',
  'team-member': 'Team member',
  order: 'Order',
  visit: 'Studio visit',
  'commission-request': 'Commission request',
  'newsletter-subscriber': 'Subscriber',
  shop: 'Shop',
  export: 'Export',
} as const;

export type AuditTargetType = keyof typeof AUDIT_TARGETS;

/** Who did it: a person of the staff, the system itself (jobs, sweeps), the payment service, or an anonymous visitor (a failed sign-in). */
export const AUDIT_ACTOR_KINDS = ['staff', 'system', 'payment', 'visitor'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
