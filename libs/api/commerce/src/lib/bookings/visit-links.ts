import { ForbiddenException, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { sharedSecret } from '@sawa/api/database';
import { publicPath, VISIT_MESSAGES } from '@sawa/shared/domain';

/**
 * The signed link a visitor reschedules or cancels with: the visit page with `?key=`, an HMAC of the visit's
 * reference under VISIT_LINK_SECRET (or a key made once and shared by every instance through the database).
 * The reference alone shows the visit; changing it needs the key, which only the visitor's mail carries.
 */
@Injectable()
export class VisitLinks implements OnModuleInit {
  private readonly configured?: string;
  private readonly publicUrl: string;
  /** The key, read (or made) once at start: it never changes, and checking a link then never writes. */
  private secret?: string;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService<Environment, true>,
  ) {
    this.configured = config.get('VISIT_LINK_SECRET', { infer: true });
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  async onModuleInit(): Promise<void> {
    this.secret = this.configured ?? (await sharedSecret(this.dataSource, 'visit-links'));
  }

  key(reference: string): string {
    if (!this.secret) throw new Error('The visit links key is not loaded yet.');
    return createHmac('sha256', this.secret).update(`visit-change:${reference}`).digest('base64url');
  }

  /** The visit page, absolute. */
  pageUrl(reference: string): string {
    return `${this.publicUrl}${publicPath.visit(reference)}`;
  }

  /** The visit page with the key: where the visitor reschedules or cancels. */
  manageUrl(reference: string): string {
    return `${this.pageUrl(reference)}?key=${this.key(reference)}`;
  }

  isValid(reference: string, key: string | null | undefined): boolean {
    if (!key) return false;
    const expected = Buffer.from(this.key(reference));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Refuses (403) a change sent without the visit's key. */
  assertValid(reference: string, key: string | null | undefined): void {
    if (!this.isValid(reference, key)) throw new ForbiddenException(VISIT_MESSAGES.badLink);
  }
}
