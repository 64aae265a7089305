import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditLog, changesBetween } from '@sawa/api/audit';
import { ILike, Repository } from 'typeorm';
import { badInput, conflict, containsPattern, notFound, Page, PageInput, pageWindow, UploadedImage } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { Art } from '../art/art.entity';
import { Artist } from './artist.entity';
import type { CreateArtistInput, UpdateArtistInput } from './artist.input';

/** What the audit log compares of a artist. */
const AUDITED_FIELDS = ['name', 'description', 'x', 'instagram', 'linkedin', 'facebook', 'imageId'] as const;

/** Every rule about artists; the REST controller and the GraphQL resolvers both call it. */
@Injectable()
export class ArtistService {
  constructor(
    @InjectRepository(Artist) private readonly artists: Repository<Artist>,
    @InjectRepository(Art) private readonly arts: Repository<Art>,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, optionally filtered by a name search. */
  async list(input: PageInput = {}): Promise<Page<Artist>> {
    const [items, totalItems] = await this.artists.findAndCount({
      where: input.search ? { name: ILike(containsPattern(input.search)) } : {},
      relations: { image: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }

  async findOne(id: string): Promise<Artist> {
    const artist = await this.artists.findOne({ where: { id }, relations: { image: true } });
    if (!artist) throw notFound('artist', id);
    return artist;
  }

  /** An artist's works, newest first, with cover and editions, in one query. */
  artworksOf(artistId: string): Promise<Art[]> {
    return this.arts.find({
      where: { artistId },
      relations: { coverImage: true, editions: true },
      order: { createdAt: 'DESC', id: 'DESC', editions: { position: 'ASC' } },
    });
  }

  countAll(): Promise<number> {
    return this.artists.count();
  }

  async create(input: Omit<CreateArtistInput, 'image'>, image: UploadedImage | undefined): Promise<Artist> {
    if (!image) throw badInput('image is required');
    const prepared = await this.media.prepare(image, { field: 'image' });
    const id = await this.media.transaction(
      async (tx) => {
        const asset = await tx.store(prepared);
        const artist = await tx.manager.save(tx.manager.create(Artist, { ...fields(input), imageId: asset.id }));
        await this.audit.record(tx.manager, {
          action: 'artist.created',
          target: { type: 'artist', id: artist.id },
          changes: changesBetween(null, artist, AUDITED_FIELDS),
        });
        return artist.id;
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Changes what is given; a new image replaces the old one, whose files go once the change is committed. */
  async update(id: string, input: Omit<UpdateArtistInput, 'image'>, image?: UploadedImage): Promise<Artist> {
    const prepared = image ? await this.media.prepare(image, { field: 'image' }) : undefined;
    await this.media.transaction(
      async (tx) => {
        const artist = await tx.manager.findOne(Artist, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!artist) throw notFound('artist', id);
        const before = { ...artist };
        Object.assign(artist, defined(fields(input)));
        const previousImageId = artist.imageId;
        if (prepared) artist.imageId = (await tx.store(prepared)).id;
        await tx.manager.save(artist);
        await this.audit.record(tx.manager, {
          action: 'artist.updated',
          target: { type: 'artist', id },
          changes: changesBetween(before, artist, AUDITED_FIELDS),
        });
        if (artist.imageId !== previousImageId) await tx.release(previousImageId);
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Refused while arts still name the artist: deleting must never orphan an artwork. */
  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      // The row lock makes the count final: a concurrent new art for this artist waits for us.
      const artist = await tx.manager.findOne(Artist, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!artist) throw notFound('artist', id);
      const artworks = await tx.manager.count(Art, { where: { artistId: id } });
      if (artworks > 0) {
        throw conflict(`This artist still has ${artworks} ${artworks === 1 ? 'artwork' : 'artworks'}. Move or delete ${artworks === 1 ? 'it' : 'them'} first.`);
      }
      await tx.manager.delete(Artist, { id });
      await this.audit.record(tx.manager, { action: 'artist.deleted', target: { type: 'artist', id }, changes: changesBetween(artist, null, AUDITED_FIELDS) });
      await tx.release(artist.imageId);
    });
  }
}

/** The stored fields of an input (never the upload). */
function fields({ name, description, x, instagram, linkedin, facebook }: Omit<UpdateArtistInput, 'image'>) {
  return { name, description, x, instagram, linkedin, facebook };
}

/** Drops keys whose value is undefined (not sent), keeping null (sent blank: clear it). */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
