import { EntityManager } from 'typeorm';
import type { AuditSnapshot } from '@sawa/api/audit';
import { Art } from './art.entity';
import { Edition } from './edition.entity';

/**
 * An artwork as its audit entries compare it: its fields, its images by id, and each edition's type,
 * price (exact decimals), size and units kept back, labelled by its type (and place when two share one).
 * Read in the transaction of the change, before and after it.
 */
export async function artworkSnapshot(manager: EntityManager, id: string): Promise<AuditSnapshot | null> {
  const art = await manager.findOne(Art, { where: { id } });
  if (!art) return null;
  const editions = (await manager.find(Edition, { where: { artId: id } })).sort((a, b) => a.position - b.position);
  const gallery = await manager.query<{ asset_id: string }[]>(`SELECT asset_id FROM art_image WHERE art_id = $1 ORDER BY position`, [id]);
  const snapshot: AuditSnapshot = {
    name: art.name,
    productCode: art.productCode,
    description: art.description,
    size: art.size,
    material: art.material,
    artistId: art.artistId,
    categoryId: art.categoryId,
    collectionId: art.collectionId,
    conservationPercent: art.conservationPercent,
    coverImage: art.coverImageId,
    images: gallery.map((row) => row.asset_id).join(', ') || null,
  };
  const types = editions.map((e) => e.type);
  for (const [index, edition] of editions.entries()) {
    const label = types.indexOf(edition.type) === types.lastIndexOf(edition.type) ? `edition “${edition.type}”` : `edition ${index + 1} “${edition.type}”`;
    snapshot[`${label} price`] = edition.price;
    for (const [currency, amount] of Object.entries(edition.otherPrices ?? {}).sort()) snapshot[`${label} price ${currency}`] = amount;
    snapshot[`${label} size`] = edition.editionSize ?? 'open';
    snapshot[`${label} kept back`] = edition.withheld;
  }
  return snapshot;
}
