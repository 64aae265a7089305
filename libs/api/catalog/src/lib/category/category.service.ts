import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditLog, changesBetween } from '@sawa/api/audit';
import { Repository } from 'typeorm';
import { badInput, conflict, containsPattern, notFound, Page, PageInput, pageWindow, UploadedImage } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { Art } from '../art/art.entity';
import { Collection } from '../collection/collection.entity';
import { Category } from './category.entity';
import type { CreateCategoryInput, UpdateCategoryInput } from './category.input';

/** What the audit log compares of a category. */
const AUDITED_FIELDS = ['name', 'imageId'] as const;

/** Every rule about categories; the REST controller and the GraphQL resolvers both call it. */
@Injectable()
export class CategoryService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, each with its image and the ids of its collections (oldest first). */
  async list(input: PageInput = {}): Promise<Page<Category>> {
    const { skip, take } = pageWindow(input);
    const query = this.withRelations().orderBy('category.createdAt', 'DESC').addOrderBy('category.id', 'DESC').skip(skip).take(take);
    if (input.search) query.where('category.name ILIKE :pattern', { pattern: containsPattern(input.search) });
    // Collections are ordered here, not in SQL: a joined column in ORDER BY would break the page.
    const [items, totalItems] = await query.getManyAndCount();
    for (const category of items) category.collections.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return { items, totalItems };
  }

  async findOne(id: string): Promise<Category> {
    const category = await this.withRelations().where('category.id = :id', { id }).addOrderBy('collection.createdAt', 'ASC').getOne();
    if (!category) throw notFound('category', id);
    return category;
  }

  countAll(): Promise<number> {
    return this.categories.count();
  }

  async create(input: Omit<CreateCategoryInput, 'image'>, image: UploadedImage | undefined): Promise<Category> {
    if (!image) throw badInput('image is required');
    const prepared = await this.media.prepare(image, { field: 'image' });
    const id = await this.media.transaction(
      async (tx) => {
        const asset = await tx.store(prepared);
        const category = await tx.manager.save(tx.manager.create(Category, { name: input.name, imageId: asset.id }));
        await this.audit.record(tx.manager, {
          action: 'category.created',
          target: { type: 'category', id: category.id },
          changes: changesBetween(null, category, AUDITED_FIELDS),
        });
        return category.id;
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** A new image replaces the old one, whose files go once the change is committed. */
  async update(id: string, input: Omit<UpdateCategoryInput, 'image'>, image?: UploadedImage): Promise<Category> {
    const prepared = image ? await this.media.prepare(image, { field: 'image' }) : undefined;
    await this.media.transaction(
      async (tx) => {
        const category = await tx.manager.findOne(Category, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!category) throw notFound('category', id);
        const before = { ...category };
        if (input.name !== undefined) category.name = input.name;
        const previousImageId = category.imageId;
        if (prepared) category.imageId = (await tx.store(prepared)).id;
        await tx.manager.save(category);
        await this.audit.record(tx.manager, {
          action: 'category.updated',
          target: { type: 'category', id },
          changes: changesBetween(before, category, AUDITED_FIELDS),
        });
        if (category.imageId !== previousImageId) await tx.release(previousImageId);
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Refused while collections or arts still belong to the category: deleting must never orphan them. */
  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      // The row lock makes the counts final: a concurrent insert that names this category waits for us.
      const category = await tx.manager.findOne(Category, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!category) throw notFound('category', id);
      const collections = await tx.manager.count(Collection, { where: { categoryId: id } });
      const artworks = await tx.manager.count(Art, { where: { categoryId: id } });
      if (collections + artworks > 0) {
        throw conflict(
          `This category still has ${plural(collections, 'collection')} and ${plural(artworks, 'artwork')}. Move or delete ${collections + artworks === 1 ? 'it' : 'them'} first.`,
        );
      }
      await tx.manager.delete(Category, { id });
      await this.audit.record(tx.manager, {
        action: 'category.deleted',
        target: { type: 'category', id },
        changes: changesBetween(category, null, AUDITED_FIELDS),
      });
      await tx.release(category.imageId);
    });
  }

  private withRelations() {
    return this.categories
      .createQueryBuilder('category')
      .innerJoinAndSelect('category.image', 'image')
      .leftJoin('category.collections', 'collection')
      .addSelect(['collection.id', 'collection.createdAt']);
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
