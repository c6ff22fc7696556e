import { applyDecorators, Body, Controller, Get, HttpCode, Ip, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, Public } from '../core/http/decorators';
import { AuthService } from './auth.service';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, RefreshTokenDto, ResetPasswordDto, SetLanguageDto, UpdateProfileDto } from './dto/auth.dto';

/** An anonymous POST that creates nothing the caller could fetch, so it answers 200, not 201. */
const PublicPost = (path: string, summary: string) => applyDecorators(Public(), Post(path), HttpCode(200), ApiOperation({ summary }));

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @PublicPost('login', 'Sign in; answers accessToken, refreshToken and user. Too many failures answer 429 with Retry-After (see docs/operating.md).')
  login(@Body() dto: LoginDto, @Ip() ip: string) {
    return this.auth.login(dto, ip);
  }

  @PublicPost(
    'refresh',
    'Rotate a refresh token. Presented again within 30 s of its rotation it answers the same successor with a fresh access token; after that, reuse revokes its whole session.',
  )
  refresh(@Body() dto: RefreshTokenDto) {
    return this.auth.refresh(dto.refreshToken);
  }

  @PublicPost('logout', 'End the session the refresh token belongs to.')
  async logout(@Body() dto: RefreshTokenDto) {
    await this.auth.logout(dto.refreshToken);
    return { success: true };
  }

  @Get('me')
  @ApiBearerAuth()
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }

  @Patch('change-password')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Change the own password; every session of the user ends. Wrong current passwords are throttled like sign-in (429 with Retry-After).',
  })
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Ip() ip: string) {
    await this.auth.changePassword(user, dto, ip);
    return { success: true };
  }

  @Put('update-profile')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Change the own name and email. A new email needs currentPassword (400 naming it when missing or wrong); the old address is mailed and every other session of the account ends.',
  })
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto, @Ip() ip: string) {
    return this.auth.updateProfile(user, dto, ip);
  }

  @Patch('language')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Choose the back office's language for the signed-in staff member themself ('en' or 'ar'); answers the user. Any staff member may, for their own account only.",
  })
  setLanguage(@CurrentUser() user: AuthUser, @Body() dto: SetLanguageDto) {
    return this.auth.setLanguage(user, dto.language);
  }

  @PublicPost(
    'forgot-password',
    'Mail a one-hour reset link. The answer (and its timing) is the same whether or not the email exists; too many requests for one email or from one address answer 429 with Retry-After.',
  )
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Ip() ip: string) {
    await this.auth.forgotPassword(dto.email, ip);
    return { message: AUTH_MESSAGES.forgotPasswordSent };
  }

  @PublicPost(
    'reset-password',
    'Set a new password with a reset token (single use, one hour); every session of the account ends and its other links die.',
  )
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.auth.resetPassword(dto.token, dto.newPassword);
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
