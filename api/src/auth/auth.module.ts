import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { jwtKey } from '../core/http/jwt-key';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailureStore } from './login-failure-store';
import { MailerService } from './mailer.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { PermissionsGuard } from './permissions.guard';
import { RefreshToken } from './refresh-token.entity';
import { ResetRequestStore } from './reset-request-store';
import { SessionCheck } from './session-check';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshToken, PasswordResetToken]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionCheck, MailerService, LoginFailureStore, ResetRequestStore, { provide: APP_GUARD, useClass: PermissionsGuard }],
  exports: [AuthService, MailerService],
})
export class AuthModule {}
