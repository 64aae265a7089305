import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Environment } from '@sawa/api/common';
import { AuthService, TokenClaims } from './auth.service';
import { resolveJwtSecret } from './jwt-secret.provider';

/** Bearer tokens: signature and expiry by passport-jwt, revocation and admin existence by AuthService. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: ConfigService<Environment, true>,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      secretOrKey: resolveJwtSecret(config.get('JWT_SECRET', { infer: true }), config.get('DATA_DIR', { infer: true })),
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(req: { authClaims?: TokenClaims }, claims: TokenClaims) {
    const admin = await this.auth.check(claims);
    req.authClaims = claims;
    return admin;
  }
}
