import { ForbiddenException, Injectable } from '@nestjs/common';
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
export class VisitLinks {
  private readonly configured?: string;
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService<Environment, true>,
  ) {
    this.configured = config.get('VISIT_LINK_SECRET', { infer: true });
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  async key(reference: string): Promise<string> {
    const secret = this.configured ?? (await sharedSecret(this.dataSource, 'visit-links'));
    return createHmac('sha256', secret).update(`visit-change:${reference}`).digest('base64url');
  }

  /** The visit page, absolute. */
  pageUrl(reference: string): string {
    return `${this.publicUrl}${publicPath.visit(reference)}`;
  }

  /** The visit page with the key: where the visitor reschedules or cancels. */
  async manageUrl(reference: string): Promise<string> {
    return `${this.pageUrl(reference)}?key=${await this.key(reference)}`;
  }

  async isValid(reference: string, key: string | null | undefined): Promise<boolean> {
    if (!key) return false;
    const expected = Buffer.from(await this.key(reference));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Refuses (403) a change sent without the visit's key. */
  async assertValid(reference: string, key: string | null | undefined): Promise<void> {
    if (!(await this.isValid(reference, key))) throw new ForbiddenException(VISIT_MESSAGES.badLink);
  }
}
