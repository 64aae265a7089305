import { EntityManager, In } from 'typeorm';
import { Art, Edition } from '@sawa/api/catalog';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';

/**
 * What an order holds, moved between the editions' counts. Every function here runs inside the
 * caller's transaction, after the caller locked the order row (when there is one), and locks the
 * artworks' rows in id order: the order checkout takes them in, so two of these never deadlock.
 * A change of a counted edition (an original or a limited print) also raises its artwork's version,
 * so an admin's form opened before it is stale (bumpVersions).
 */

/** Locks the artworks' rows (FOR UPDATE), in id order; returns them by id. */
export async function lockArtworks(manager: EntityManager, artIds: Iterable<string>): Promise<Map<string, Art>> {
  const ids = [...new Set(artIds)].sort();
  if (!ids.length) return new Map();
  const arts = await manager.getRepository(Art).find({ where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write', tables: ['art'] } });
  return new Map(arts.map((art) => [art.id, art]));
}

/** Units per edition on these lines (the same edition on two lines counts twice). */
export function unitsByEdition(lines: Pick<OrderLine, 'editionId' | 'quantity'>[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) if (line.editionId) units.set(line.editionId, (units.get(line.editionId) ?? 0) + line.quantity);
  return units;
}

/**
 * Raises the version of the artworks whose counted editions (with an edition size: the original, limited prints)
 * these are. An open edition's units show nowhere a form or a visitor reads them (no count, never sold out; an edit
 * plans from the rows it locks), so selling one raises nothing: a print on sale all day neither makes every open
 * form stale nor drops the public answers that show its work (cache-invalidation.service.ts).
 */
export async function bumpVersions(manager: EntityManager, editionIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(editionIds)];
  if (!ids.length) return;
  await manager
    .createQueryBuilder()
    .update(Art)
    .set({ version: () => '"version" + 1' })
    .where(`id IN (SELECT e.art_id FROM edition e WHERE e.id IN (:...ids) AND e.edition_size IS NOT NULL)`, { ids })
    .execute();
}

async function move(manager: EntityManager, lines: OrderLine[], change: (units: number) => Partial<Record<'reserved' | 'sold', () => string>>) {
  await lockArtworks(
    manager,
    lines.flatMap((l) => (l.artId ? [l.artId] : [])),
  );
  const moved = unitsByEdition(lines);
  for (const [editionId, units] of moved) await manager.update(Edition, { id: editionId }, change(units));
  await bumpVersions(manager, moved.keys());
}

/** A pending order that holds stock is paid: its reserved units become sold. */
export async function commitReserved(manager: EntityManager, order: Order): Promise<void> {
  const lines = await manager.find(OrderLine, { where: { orderId: order.id } });
  await move(manager, lines, (units) => ({ reserved: () => `"reserved" - ${units}`, sold: () => `"sold" + ${units}` }));
}

/**
 * Puts back exactly what the order holds (reserved while pending, sold once paid) and records that
 * it holds nothing any more; an order that holds nothing puts nothing back. Editions deleted since
 * are skipped (nothing to put back on).
 */
export async function releaseHeld(manager: EntityManager, order: Order): Promise<void> {
  if (!order.holdsStock) return;
  const lines = await manager.find(OrderLine, { where: { orderId: order.id } });
  const column = order.status === 'pending' ? 'reserved' : 'sold';
  await move(manager, lines, (units) => ({ [column]: () => `"${column}" - ${units}` }));
  await manager.update(Order, { id: order.id }, { holdsStock: false });
  order.holdsStock = false;
}
