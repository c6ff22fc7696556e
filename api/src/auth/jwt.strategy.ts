import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../core/auth-user';
import { AuthService, type AccessPayload } from './auth.service';

/** Checks signature (HS256 only), expiry, token type and that the user still exists, is enabled and kept its password. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly auth: AuthService) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessPayload): Promise<AuthUser | false> {
    return (await this.auth.userForAccessPayload(payload)) ?? false;
  }
}
