import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, LessThan, Repository } from 'typeorm';
import { MESSAGES, STAFF_MESSAGES } from '@sawa/shared/domain';
import { Admin } from './admin.entity';
import { RevokedToken } from './revoked-token.entity';

/** What a token says. */
export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
  /** The admin's session generation when the token was signed; absent in tokens from before it existed (read as 0). */
  gen?: number;
  /**
   * `session` (or absent, in tokens from before): a signed-in session. `sign-in-code`: the step between
   * the password and the two-step code, good for nothing but `completeSignIn`.
   */
  typ?: 'session' | 'sign-in-code';
}

export const NOT_SIGNED_IN = 'You are not signed in. Please sign in to get access.';

/** How long the step between the password and the code lasts. */
export const SIGN_IN_STEP_SECONDS = 300;

/** The name a staff account goes by in the back office and the audit log. */
export const staffName = (admin: Pick<Admin, 'displayName' | 'userName' | 'email'>): string => admin.displayName || admin.userName || admin.email || '';

/** Sessions: issued, checked on every request (on every instance, from the database), and revoked. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    private readonly jwt: JwtService,
  ) {}

  /** A session token for an account (signed under its current session generation). */
  issueSession(admin: Pick<Admin, 'id' | 'sessionGeneration'>): Promise<string> {
    return this.jwt.signAsync({ sub: admin.id, jti: randomUUID(), gen: admin.sessionGeneration, typ: 'session' });
  }

  /** The token of the step between the password and the code: short, and refused by every operation but `completeSignIn`. */
  issueSignInStep(admin: Pick<Admin, 'id' | 'sessionGeneration'>): Promise<string> {
    return this.jwt.signAsync({ sub: admin.id, jti: randomUUID(), gen: admin.sessionGeneration, typ: 'sign-in-code' }, { expiresIn: SIGN_IN_STEP_SECONDS });
  }

  /** The claims of a sign-in step token that is still good (signature, expiry, not used, same generation), else 401. */
  async readSignInStep(token: string): Promise<TokenClaims> {
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token);
    } catch {
      throw new UnauthorizedException(STAFF_MESSAGES.signInStepExpired);
    }
    if (claims.typ !== 'sign-in-code' || !claims.jti || (await this.revoked.exists({ where: { jti: claims.jti } }))) {
      throw new UnauthorizedException(STAFF_MESSAGES.signInStepExpired);
    }
    return claims;
  }

  /**
   * The checks every valid signature still needs: a session token (not the sign-in step's), not revoked,
   * an active account, and no password change, disabling or change of roles since it was signed.
   */
  async check(claims: TokenClaims): Promise<Admin> {
    if (!claims?.sub || !claims.jti || (claims.typ !== undefined && claims.typ !== 'session')) throw new UnauthorizedException(NOT_SIGNED_IN);
    if (await this.revoked.exists({ where: { jti: claims.jti } })) throw new UnauthorizedException(MESSAGES.login.sessionExpired);
    const admin = await this.admins.findOne({ where: { id: claims.sub } });
    if (!admin) throw new UnauthorizedException(NOT_SIGNED_IN);
    if ((claims.gen ?? 0) !== admin.sessionGeneration || admin.status !== 'active') throw new UnauthorizedException(MESSAGES.login.sessionExpired);
    return admin;
  }

  async logout(claims: TokenClaims): Promise<void> {
    await this.revoke(this.revoked.manager, claims);
  }

  /** Refuses a token from now until it would have expired anyway (a session signed out, a sign-in step used). */
  async revoke(manager: EntityManager, claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<void> {
    await manager.delete(RevokedToken, { expiresAt: LessThan(new Date()) });
    await manager.upsert(RevokedToken, { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) }, ['jti']);
  }
}
