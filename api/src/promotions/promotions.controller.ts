import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { DiscountLicenceDto, PromotionCheckDto, PromotionDto } from './dto/promotion.dto';
import { PromotionsService } from './promotions.service';

@ApiTags('promotions')
@Controller('promotions')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @PublicAt(
    Get('public'),
    'The discount licence (null when none is entered) and the automatic promotions not yet ended: the banner and the struck prices',
  )
  publicView() {
    return this.promotions.publicView();
  }

  @PublicAt(Post('check'), {
    summary: "The cart's check of a discount code",
    description:
      'Always 200: { valid: true, code, promotion, discount } or { valid: false, message, messageAr } with the same message for unknown, expired, not yet started and used-up codes. 20 checks a minute per address or IPv6 /64 (429).',
  })
  @HttpCode(200)
  check(@Ip() ip: string, @Body() dto: PromotionCheckDto) {
    return this.promotions.check(ip, dto);
  }

  @StaffAt(Get('licence'), 'promotionManage', "The Ministry of Commerce's discount licence (null when none is entered)")
  licence() {
    return this.promotions.licence();
  }

  @StaffAt(Put('licence'), 'promotionManage', "Enter or replace the Ministry of Commerce's discount licence")
  saveLicence(@CurrentUser() actor: AuthUser, @Body() dto: DiscountLicenceDto) {
    return this.promotions.saveLicence(actor, dto);
  }

  @StaffAt(Delete('licence'), 'promotionManage', 'Remove the discount licence')
  @HttpCode(204)
  removeLicence(@CurrentUser() actor: AuthUser) {
    return this.promotions.removeLicence(actor);
  }

  @StaffAt(Get(), 'promotionManage', 'Every promotion with its codes and uses')
  list() {
    return this.promotions.list();
  }

  @StaffAt(Post('warnings'), 'promotionManage', 'The warnings saving this promotion would answer (below cost, licence), nothing saved')
  @HttpCode(200)
  warnings(@CurrentUser() actor: AuthUser, @Body() dto: PromotionDto) {
    return this.promotions.warnings(actor, dto);
  }

  @StaffAt(Post(), 'promotionManage', {
    summary: 'Create a promotion',
    description: "With warnings and without acknowledgeWarnings: true, 409 (error 'WARNINGS'), nothing saved.",
  })
  create(@CurrentUser() actor: AuthUser, @Body() dto: PromotionDto) {
    return this.promotions.create(actor, dto);
  }

  @StaffAt(Get(':id'), 'promotionManage', 'One promotion')
  get(@Param('id') id: string) {
    return this.promotions.get(id);
  }

  @StaffAt(Get(':id/figures'), 'promotionManage', "A promotion's figures: recorded orders, pieces, revenue and discount given")
  figures(@Param('id') id: string) {
    return this.promotions.figures(id);
  }

  @StaffAt(Put(':id'), 'promotionManage', 'Replace a promotion (its codes too); the same warnings as create')
  update(@CurrentUser() actor: AuthUser, @Param('id') id: string, @Body() dto: PromotionDto) {
    return this.promotions.update(actor, id, dto);
  }

  @StaffAt(Delete(':id'), 'promotionManage', 'Delete a promotion; orders keep the discount they were confirmed with')
  @HttpCode(204)
  remove(@CurrentUser() actor: AuthUser, @Param('id') id: string) {
    return this.promotions.remove(actor, id);
  }
}
