import { badInput, conflict } from '@sawa/api/common';
import {
  availableUnits,
  defaultEditionShipping,
  EditionShipping,
  isOriginalEdition,
  normaliseMoney,
  normaliseWeightKg,
  ShipsWithin,
  STOCK_MESSAGES,
} from '@sawa/shared/domain';
import type { EditionInput } from './art.params';
import { planOtherPrices, type PriceContext } from './edition-prices';
import type { Edition } from './edition.entity';

/** One edition as it will be stored: `id` set when it keeps the identity (and the counts) of an existing one. */
export interface PlannedEdition {
  id?: string;
  type: string;
  price: string;
  /** The prices in the other currencies (see planOtherPrices). */
  otherPrices: Record<string, string>;
  position: number;
  editionSize: number | null;
  reserved: number;
  sold: number;
  withheld: number;
  pickup: boolean;
  shipping: EditionShipping;
  shipsWithin: ShipsWithin;
  weightKg: string | null;
}

export interface EditionPlan {
  editions: PlannedEdition[];
  /** Existing editions no row kept: deleted (never one with reserved units). */
  removed: Edition[];
}

const sameType = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Matches the submitted rows to the artwork's editions so they keep their identity, and with it
 * their reserved and sold counts: a row with an id edits that edition; a row without one (legacy
 * REST sends editions with their ids removed) takes the first unmatched edition of the same type, in
 * edition order; any other row is a new edition. Editions no row matches are removed, except one with
 * units reserved by pending orders (409).
 */
export function planEditions(existing: Edition[], rows: EditionInput[], prices: PriceContext): EditionPlan {
  const unmatched = [...existing].sort((a, b) => a.position - b.position);
  const take = (edition: Edition) => unmatched.splice(unmatched.indexOf(edition), 1)[0];
  const matches = rows.map((row) => {
    if (!row.id) return undefined;
    const edition = unmatched.find((e) => e.id === row.id);
    if (!edition) throw badInput(`editions: no edition with id ${row.id} on this artwork`);
    return take(edition);
  });
  rows.forEach((row, index) => {
    if (row.id) return;
    const edition = unmatched.find((e) => sameType(e.type, row.type));
    if (edition) matches[index] = take(edition);
  });
  for (const edition of unmatched) {
    if (edition.reserved > 0) throw conflict(STOCK_MESSAGES.reservedEditionRemoved(edition.type, edition.reserved));
  }
  return { editions: rows.map((row, position) => planRow(row, position, matches[position], prices)), removed: unmatched };
}

function planRow(row: EditionInput, position: number, current: Edition | undefined, prices: PriceContext): PlannedEdition {
  const type = row.type.trim();
  const reserved = current?.reserved ?? 0;
  const sold = current?.sold ?? 0;
  const price = normaliseMoney(row.price);
  const base = {
    id: current?.id,
    type,
    price,
    otherPrices: planOtherPrices({ ...row, price }, current, prices),
    position,
    reserved,
    sold,
    // How it reaches a buyer: as the form says, else as it was, else a new edition's defaults.
    pickup: row.pickup ?? current?.pickup ?? true,
    shipping: row.shipping ?? current?.shipping ?? defaultEditionShipping(type),
    shipsWithin: row.shipsWithin ?? current?.shipsWithin ?? 'world',
    weightKg:
      row.weightKg !== undefined ? (row.weightKg === null || row.weightKg.trim() === '' ? null : normaliseWeightKg(row.weightKg)) : (current?.weightKg ?? null),
  };
  if (isOriginalEdition(type)) {
    if (row.editionSize !== undefined && row.editionSize !== null && row.editionSize !== 1) throw badInput(STOCK_MESSAGES.originalSize);
    const withheld = row.withheld ?? (current && isOriginalEdition(current.type) ? current.withheld : 0);
    return checked({ ...base, editionSize: 1, withheld });
  }
  const editionSize = row.editionSize !== undefined ? row.editionSize : current && !isOriginalEdition(current.type) ? current.editionSize : null;
  if (editionSize === null) {
    if (row.withheld) throw badInput(STOCK_MESSAGES.openWithheld(type));
    return { ...base, editionSize: null, withheld: 0 };
  }
  if (!Number.isInteger(editionSize) || editionSize < 1) throw badInput(`editions: the edition size of "${type}" must be a whole number of at least 1`);
  return checked({ ...base, editionSize, withheld: row.withheld ?? current?.withheld ?? 0 });
}

/** Sizes and kept-back units must leave room for what orders hold (409: they are the current state). */
function checked(edition: PlannedEdition): PlannedEdition {
  if (!Number.isInteger(edition.withheld) || edition.withheld < 0) throw badInput(`editions: the units kept back of "${edition.type}" must be 0 or more`);
  const size = edition.editionSize as number;
  const held = edition.reserved + edition.sold;
  if (held > size) throw conflict(STOCK_MESSAGES.editionSizeTooSmall(edition.type, held));
  if (held + edition.withheld > size) throw conflict(STOCK_MESSAGES.withheldTooMany(edition.type, size - held));
  return edition;
}

/** The legacy `quantity` reading: units the shop can still sell of the editions that have a limit. */
export function legacyQuantity(editions: Pick<PlannedEdition, 'type' | 'editionSize' | 'reserved' | 'sold' | 'withheld'>[]): number {
  return editions.reduce((sum, e) => sum + (availableUnits(e) ?? 0), 0);
}

/**
 * A legacy `quantity` write, made true on the planned editions. Lowering it keeps units back from
 * the last edition first. Raising it puts kept-back units back on sale, in edition order; on a new
 * artwork (`isNew`) the rest goes to the first print: a limited print grows, an open print becomes a
 * limited edition of that many. On an existing artwork a write never changes an edition's size: a
 * form that sends back what it loaded before a sale would otherwise put sold units back on sale.
 * When the target cannot be reached while orders hold units, the writer's view is stale (409);
 * otherwise the target is impossible (400: an original is one, an open edition has no count).
 */
export function applyLegacyQuantity(editions: PlannedEdition[], target: number, isNew: boolean): void {
  let delta = target - legacyQuantity(editions);
  if (delta < 0) {
    for (const edition of [...editions].reverse()) {
      const free = availableUnits(edition);
      if (!free) continue;
      const kept = Math.min(free, -delta);
      edition.withheld += kept;
      delta += kept;
      if (delta === 0) return;
    }
    return;
  }
  for (const edition of editions) {
    if (delta === 0) return;
    if (edition.editionSize === null || edition.withheld === 0) continue;
    const back = Math.min(edition.withheld, delta);
    edition.withheld -= back;
    delta -= back;
  }
  if (delta === 0) return;
  const print = isNew ? editions.find((e) => !isOriginalEdition(e.type)) : undefined;
  if (print) {
    print.editionSize = (print.editionSize ?? 0) + delta;
    return;
  }
  if (editions.some((e) => e.editionSize !== null && e.reserved + e.sold > 0)) throw conflict(STOCK_MESSAGES.staleArtwork);
  throw badInput(
    `quantity: at most ${target - delta} can be for sale: an Original Art Work is one, and an edition grows only by its edition size (editionSize), never by quantity.`,
  );
}
