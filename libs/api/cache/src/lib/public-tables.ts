/**
 * THE ONE PLACE WHERE A TABLE IS REGISTERED FOR THE PUBLIC CACHE (docs/performance.md).
 *
 * The public cache (rendered pages, catalogue REST and GraphQL reads) is dropped whenever a
 * transaction that wrote to a table of the database commits, on every app instance: a trigger
 * on each table NOTIFYs at commit, each instance LISTENs (cache-invalidation.service.ts). The
 * triggers are put on EVERY table of the public schema at start, except the private ones below,
 * so a new table is covered without anyone calling the cache.
 *
 * When you add a table, add its name to one of the two lists (a test fails until you do):
 * - PUBLIC_TABLES: anything a public page or public read can show, directly or through a rule
 *   (stock, prices, availability, settings shown on pages). Writes to it refresh the cache.
 * - PRIVATE_TABLES: never shown to a visitor by anything cacheable (admins, mail, visitors'
 *   messages, analytics, orders and bookings, which are only shown on their own never-cached
 *   pages). Writes to it leave the cache alone; list only what is certainly private, since a
 *   public table listed here would leave stale pages.
 */
export const PUBLIC_TABLES = [
  'art',
  'art_image',
  'edition',
  'artist',
  'category',
  'collection',
  'asset',
  'team_member',
  // The conservation ledger: the /conservation page's 'Raised for conservation'.
  'conservation_entry',
  // Shop mode (demo notice on every page) and the demo catalogue's records.
  'shop_settings',
  'demo_record',
  // The words of the works' titles that close spellings are corrected to (issue 26): written with the works' titles.
  'catalogue_word',
] as const;

export const PRIVATE_TABLES = [
  // TypeORM's own bookkeeping.
  'migrations',
  'typeorm_metadata',
  'admin',
  'revoked_token',
  'shared_secret',
  'outbox_message',
  'newsletter_subscriber',
  'commission_request',
  // Written by every page view: listed private so visitors' own traffic never empties the cache.
  'page_view',
  'booking',
  // Orders and their lines: written by every checkout, payment and expiry. What public answers show of them is an
  // edition's stock (reserved, sold), written in the same transaction to the edition, whose own notification drops the
  // answers that show that work (STOCK_COLUMNS); the orders themselves show only on their own never-cached pages.
  'customer_order',
  'order_line',
  // Refunds recorded by the studio: shown on the order's own page and in the back office; the ledger entries they
  // write (conservation_entry) drop the conservation totals.
  'order_refund',
  // The studio's flat shipping rates per zone (issue 24): read by the checkout's delivery quote and the back office.
  'shipping_rate',
  // Buyers' requests for a shipping quote and the studio's answers (issue 24): a buyer's own page (its secret link)
  // and the back office, never a cached query.
  'shipping_quote',
  // The studio's visit calendar: read live by the booking picker (visitSlots, visitBookingOptions) and the back
  // office, never by a cached query or a server-rendered page.
  'visit_schedule',
  'visit_weekly_slot',
  'visit_closure',
  'visit_slot',
  // The payment sandbox's invoices: shown only on the sandbox's own payment page, never cached.
  'sandbox_invoice',
  // Staff invitations and password resets, the two-step rule, and the audit log: the back office's only.
  'staff_link',
  'staff_settings',
  'audit_entry',
] as const;

/**
 * Writes that change only an artwork's stock: an UPDATE of these tables that changes nothing but these columns drops
 * only the cached answers that show that artwork (their id is in them: answer-tags.ts), on every instance; any other
 * write to them drops the whole cache. `artwork`: the column that names the artwork. `uncountedWhenNull`: a row
 * whose column is null has counts that no public answer shows, so changing them drops nothing.
 */
export const STOCK_COLUMNS: Record<string, { artwork: string; columns: readonly string[]; uncountedWhenNull?: string }> = {
  // bumpVersions: a sale or release of a counted edition raises its work's version (optimistic locking of the edit form).
  // The offer the database keeps on the work from its editions (migration ArtworkAttributes) moves with its stock too.
  art: { artwork: 'id', columns: ['version', 'updated_at', 'availability', 'lowest_prices', 'price_tier', 'sort_price', 'edition_kinds'] },
  // An open edition (no edition_size) shows no count and is never sold out: its reserved and sold are the back office's.
  edition: { artwork: 'art_id', columns: ['reserved', 'sold', 'withheld'], uncountedWhenNull: 'edition_size' },
};

/** Public tables whose writes drop only the answers with this tag (answer-tags.ts), not the whole cache. */
export const TARGETED_TABLES: Readonly<Record<string, string>> = {
  // A payment (or a cancelled one) moves the totals of /conservation; no other answer shows the ledger.
  conservation_entry: 'conservationTotals',
};
