import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { MESSAGES } from '@sawa/shared/domain';
import { Admin } from './admin.entity';
import { dummyHash, verifyPassword } from './password';
import { RevokedToken } from './revoked-token.entity';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
  /** The admin's session generation when the token was signed; absent in tokens from before it existed (read as 0). */
  gen?: number;
}

export const NOT_SIGNED_IN = 'You are not signed in. Please sign in to get access.';

/** Admin sign-in, token verification and sign-out (token revocation). */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    private readonly jwt: JwtService,
  ) {}

  async login(userName: string, password: string): Promise<{ token: string; admin: Admin }> {
    const found = await this.admins.findOne({
      where: { userName },
      select: { id: true, userName: true, passwordHash: true, sessionGeneration: true, createdAt: true, updatedAt: true },
    });
    const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash()), password);
    if (!found || !ok) throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    const { passwordHash: _hash, ...admin } = found;
    const token = await this.jwt.signAsync({ sub: found.id, jti: randomUUID(), gen: found.sessionGeneration });
    return { token, admin: admin as Admin };
  }

  /** The checks every valid signature still needs: not revoked, the admin still exists, and the password has not changed since. */
  async check(claims: TokenClaims): Promise<Admin> {
    if (!claims?.sub || !claims.jti) throw new UnauthorizedException(NOT_SIGNED_IN);
    if (await this.revoked.exists({ where: { jti: claims.jti } })) throw new UnauthorizedException(MESSAGES.login.sessionExpired);
    const admin = await this.admins.findOne({ where: { id: claims.sub } });
    if (!admin) throw new UnauthorizedException(NOT_SIGNED_IN);
    if ((claims.gen ?? 0) !== admin.sessionGeneration) throw new UnauthorizedException(MESSAGES.login.sessionExpired);
    return admin;
  }

  async logout(claims: TokenClaims): Promise<void> {
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
    await this.revoked.upsert({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) }, ['jti']);
  }
}
