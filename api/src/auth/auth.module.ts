import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle, MemoryThrottleStore, THROTTLE_STORE, type ThrottleStore } from './login-throttle';
import { MailerService } from './mailer.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PermissionsGuard } from './permissions.guard';
import { RefreshToken } from './refresh-token.entity';

@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([RefreshToken, PasswordResetToken]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    JwtStrategy,
    MailerService,
    { provide: THROTTLE_STORE, useClass: MemoryThrottleStore },
    { provide: LoginThrottle, inject: [THROTTLE_STORE], useFactory: (store: ThrottleStore) => new LoginThrottle(store) },
    { provide: APP_GUARD, useClass: PermissionsGuard },
  ],
  exports: [AuthService, MailerService],
})
export class AuthModule {}
