import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthService, TokenClaims } from './auth.service';
import { AuthSettings } from './auth.settings';
import type { AdminRequest } from './jwt-auth.guard';

/** Bearer tokens: signature and expiry by passport-jwt, revocation and admin existence by AuthService. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    settings: AuthSettings,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      secretOrKey: settings.secret,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(req: AdminRequest, claims: TokenClaims) {
    const admin = await this.auth.check(claims);
    req.authClaims = claims;
    return admin;
  }
}
