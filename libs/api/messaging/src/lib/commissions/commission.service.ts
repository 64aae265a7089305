import { AuditLog, change } from '@sawa/api/audit';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { badInput, containsPattern, Environment, notFound, Page, pageWindow, UploadedImage } from '@sawa/api/common';
import { ImageTransaction, MediaService } from '@sawa/api/media';
import { charCount, commissionDetails, FIELD_LIMITS, MESSAGES } from '@sawa/shared/domain';
import { OutboxService } from '../outbox/outbox.service';
import { commissionAcknowledgement, commissionToStudio } from '../templates/commission-mails';
import { COMMISSION_STATUSES, CommissionRequest, CommissionStatus } from './commission-request.entity';
import { CommissionRequestInput } from './commission-request.input';

/** The outbox's `regarding` of the mail about a request. */
const commissionRegarding = (id: string) => `commission-request:${id}`;

export interface CommissionReceipt {
  id: string;
  message: string;
}

/** Commission requests: stored with their reference image, mailed to the studio, acknowledged to the requester, in one transaction. */
@Injectable()
export class CommissionService {
  private readonly logger = new Logger('Commissions');
  private readonly studioEmail: string;

  constructor(
    @InjectRepository(CommissionRequest) private readonly requests: Repository<CommissionRequest>,
    private readonly media: MediaService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
    config: ConfigService<Environment, true>,
  ) {
    this.studioEmail = config.get('STUDIO_EMAIL', { infer: true });
  }

  async submit(input: CommissionRequestInput, image: UploadedImage | undefined): Promise<CommissionReceipt> {
    // A filled honeypot is a bot: answer as if it worked, store and send nothing.
    if (input.website && input.website.trim() !== '') {
      this.logger.warn('Commission request refused: honeypot filled');
      return { id: '00000000-0000-0000-0000-000000000000', message: MESSAGES.commission.sent };
    }
    const details = { ...commissionDetails(input), email: input.email.toLowerCase() };
    // The image goes through the same sniffing and re-encoding as every upload (bad files: 415/413), with
    // the lower pixel cap of visitors' images, before the transaction opens.
    const prepared = image ? await this.media.prepare(image, { field: 'referenceImage', purpose: 'reference' }) : undefined;
    const id = await this.media.transaction(
      async (tx) => {
        const asset = prepared ? await tx.store(prepared) : null;
        const request = await tx.manager.save(tx.manager.create(CommissionRequest, { ...details, referenceImageId: asset?.id ?? null }));
        const toStudio = commissionToStudio(details, Boolean(asset));
        const regarding = commissionRegarding(request.id);
        await this.outbox.enqueue(tx.manager, {
          to: this.studioEmail,
          replyTo: details.email,
          regarding,
          ...toStudio,
          attachments: asset
            ? [{ filename: `reference-${request.id.slice(0, 8)}.jpg`, contentType: 'image/jpeg', storageName: asset.path.split('/').pop() as string }]
            : [],
        });
        await this.outbox.enqueue(tx.manager, { to: details.email, regarding, ...commissionAcknowledgement(details) });
        return request.id;
      },
      [prepared],
    );
    return { id, message: MESSAGES.commission.sent };
  }

  async list(input: { status?: CommissionStatus; search?: string; page?: number; pageSize?: number } = {}): Promise<Page<CommissionRequest>> {
    const query = this.requests
      .createQueryBuilder('r')
      .leftJoinAndSelect('r.referenceImage', 'image')
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'ASC');
    if (input.status) query.andWhere('r.status = :status', { status: input.status });
    if (input.search?.trim()) query.andWhere('(r.name ILIKE :q OR r.email ILIKE :q OR r.artwork_type ILIKE :q)', { q: containsPattern(input.search) });
    const { skip, take } = pageWindow(input);
    const [items, totalItems] = await query.skip(skip).take(take).getManyAndCount();
    return { items, totalItems };
  }

  async findOne(id: string): Promise<CommissionRequest> {
    const request = await this.requests.findOne({ where: { id } });
    if (!request) throw notFound('commission request', id);
    return request;
  }

  /** The staff's status and notes; audited (the notes as changed, never their text, which may name the customer). */
  async update(id: string, changes: { status?: string; notes?: string }): Promise<CommissionRequest> {
    if (changes.status !== undefined && !COMMISSION_STATUSES.includes(changes.status as CommissionStatus)) {
      throw badInput(`status must be one of ${COMMISSION_STATUSES.join(', ')}`);
    }
    if (changes.notes !== undefined && charCount(changes.notes) > FIELD_LIMITS.staffNotes) {
      throw badInput(`notes must be shorter than or equal to ${FIELD_LIMITS.staffNotes} characters`);
    }
    await this.requests.manager.transaction(async (manager) => {
      const request = await manager.createQueryBuilder(CommissionRequest, 'r').where('r.id = :id', { id }).setLock('pessimistic_write').getOne();
      if (!request) throw notFound('commission request', id);
      const status = (changes.status as CommissionStatus | undefined) ?? request.status;
      const notes = changes.notes ?? request.notes;
      await manager.update(CommissionRequest, { id }, { status, notes });
      await this.audit.record(manager, {
        action: 'commission-request.updated',
        target: { type: 'commission-request', id },
        changes: change('status', request.status, status),
        details: notes !== request.notes ? { notes: 'changed' } : {},
      });
    });
    return this.findOne(id);
  }

  /** Deletes a request on request of its sender: the request, its reference image (files after commit) and the mail about it, waiting or sent. */
  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      // A query builder: it leaves the eager image join out, which FOR UPDATE cannot take.
      const request = await tx.manager.createQueryBuilder(CommissionRequest, 'r').where('r.id = :id', { id }).setLock('pessimistic_write').getOne();
      if (!request) throw notFound('commission request', id);
      await this.removeRequest(tx, request);
      await this.audit.record(tx.manager, { action: 'commission-request.deleted', target: { type: 'commission-request', id } });
    });
  }

  /** Deletes every request sent from an address, as `remove` does each one, in the caller's image transaction. Returns how many. */
  async removeAllFrom(tx: ImageTransaction, email: string): Promise<number> {
    const requests = await tx.manager
      .createQueryBuilder(CommissionRequest, 'r')
      .where('lower(r.email) = :email', { email: email.toLowerCase() })
      .setLock('pessimistic_write')
      .getMany();
    for (const request of requests) await this.removeRequest(tx, request);
    return requests.length;
  }

  private async removeRequest(tx: ImageTransaction, request: CommissionRequest): Promise<void> {
    await this.outbox.removeRegarding(tx.manager, commissionRegarding(request.id));
    await tx.manager.delete(CommissionRequest, { id: request.id });
    await tx.release(request.referenceImageId);
  }

  countNew(): Promise<number> {
    return this.requests.count({ where: { status: 'new' } });
  }
}
