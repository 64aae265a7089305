import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditLog, changesBetween } from '@sawa/api/audit';
import { EntityManager, FindOptionsWhere, ILike, Repository } from 'typeorm';
import { badInput, conflict, containsPattern, notFound, Page, PageInput, pageWindow, UploadedImage } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { Art } from '../art/art.entity';
import { Category } from '../category/category.entity';
import { Collection } from './collection.entity';
import type { CreateCollectionInput, UpdateCollectionInput } from './collection.input';

export interface CollectionListInput extends PageInput {
  /** Only the collections of this category. */
  categoryId?: string;
}

/** What the audit log compares of a collection. */
const AUDITED_FIELDS = ['name', 'categoryId', 'imageId'] as const;

/** Every rule about collections; the REST controller and the GraphQL resolvers both call it. */
@Injectable()
export class CollectionService {
  constructor(
    @InjectRepository(Collection) private readonly collections: Repository<Collection>,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, optionally of one category and/or matching a name search. */
  async list(input: CollectionListInput = {}): Promise<Page<Collection>> {
    const where: FindOptionsWhere<Collection> = {};
    if (input.categoryId) where.categoryId = input.categoryId;
    if (input.search) where.name = ILike(containsPattern(input.search));
    const [items, totalItems] = await this.collections.findAndCount({
      where,
      relations: { image: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }

  async findOne(id: string): Promise<Collection> {
    const collection = await this.collections.findOne({ where: { id }, relations: { image: true } });
    if (!collection) throw notFound('collection', id);
    return collection;
  }

  countAll(): Promise<number> {
    return this.collections.count();
  }

  async create(input: Omit<CreateCollectionInput, 'image'>, image: UploadedImage | undefined): Promise<Collection> {
    if (!image) throw badInput('image is required');
    const prepared = await this.media.prepare(image, { field: 'image' });
    const id = await this.media.transaction(
      async (tx) => {
        await assertCategory(tx.manager, input.categoryId);
        const asset = await tx.store(prepared);
        const collection = await tx.manager.save(tx.manager.create(Collection, { name: input.name, categoryId: input.categoryId, imageId: asset.id }));
        await this.audit.record(tx.manager, {
          action: 'collection.created',
          target: { type: 'collection', id: collection.id },
          changes: changesBetween(null, collection, AUDITED_FIELDS),
        });
        return collection.id;
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Changes what is given; a new image replaces the old one, whose files go once the change is committed. */
  async update(id: string, input: Omit<UpdateCollectionInput, 'image'>, image?: UploadedImage): Promise<Collection> {
    const prepared = image ? await this.media.prepare(image, { field: 'image' }) : undefined;
    await this.media.transaction(
      async (tx) => {
        const collection = await tx.manager.findOne(Collection, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!collection) throw notFound('collection', id);
        const before = { ...collection };
        if (input.name !== undefined) collection.name = input.name;
        if (input.categoryId !== undefined && input.categoryId !== collection.categoryId) {
          await assertCategory(tx.manager, input.categoryId);
          collection.categoryId = input.categoryId;
        }
        const previousImageId = collection.imageId;
        if (prepared) collection.imageId = (await tx.store(prepared)).id;
        await tx.manager.save(collection);
        await this.audit.record(tx.manager, {
          action: 'collection.updated',
          target: { type: 'collection', id },
          changes: changesBetween(before, collection, AUDITED_FIELDS),
        });
        if (collection.imageId !== previousImageId) await tx.release(previousImageId);
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Refused while arts still belong to the collection: deleting must never orphan an artwork. */
  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      // The row lock makes the count final: a concurrent new art in this collection waits for us.
      const collection = await tx.manager.findOne(Collection, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!collection) throw notFound('collection', id);
      const artworks = await tx.manager.count(Art, { where: { collectionId: id } });
      if (artworks > 0) {
        throw conflict(
          `This collection still has ${artworks} ${artworks === 1 ? 'artwork' : 'artworks'}. Move or delete ${artworks === 1 ? 'it' : 'them'} first.`,
        );
      }
      await tx.manager.delete(Collection, { id });
      await this.audit.record(tx.manager, {
        action: 'collection.deleted',
        target: { type: 'collection', id },
        changes: changesBetween(collection, null, AUDITED_FIELDS),
      });
      await tx.release(collection.imageId);
    });
  }
}

/**
 * The category must exist. The key-share lock keeps it from being deleted before this
 * transaction commits (a category delete takes a row lock that conflicts with it).
 */
async function assertCategory(manager: EntityManager, categoryId: string): Promise<void> {
  const category = await manager.findOne(Category, { where: { id: categoryId }, lock: { mode: 'for_key_share' } });
  if (!category) throw badInput(`There is no category with id ${categoryId}.`);
}
