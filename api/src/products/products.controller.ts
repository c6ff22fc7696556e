import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { CreateProductDto, SetPublicVisibilityDto, UpdateProductDto } from './dto/product.dto';
import { ListProductsQuery } from '../listing/dto/list-products.query';
import { sendCachedBody } from '../listing/list-cache';
import { ListingService } from '../listing/listing.service';
import { ProductsService } from './products.service';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly listing: ListingService,
    private readonly products: ProductsService,
  ) {}

  @PublicAt(Get(), {
    summary: 'List products: { products, pagination: { total, totalPages, page, limit }, facets? }',
    description:
      'Anyone without productView (shoppers included) gets only publicly visible (not archived) products of visible categories, ' +
      "whatever the query says, and never originalPrice. Empty query values are ignored. Shoppers' answers carry an ETag and may be " +
      'served from a short-lived cache that every product or category change clears. Every product carries stockTracked, availability ' +
      '(IN_STOCK, LOW_STOCK, SOLD_OUT), stockLeft and sizeStock [{ size, availability, left }]; callers without productView see the counts ' +
      'only when low or when the shop shows exact stock (null otherwise). stock=IN_STOCK|LOW_STOCK|SOLD_OUT filters on availability; with the ' +
      "shop's soldOutLast setting, shoppers' lists put sold-out products after the others within the asked sort.",
  })
  @ApiOkResponse({ description: '{ data: { products, pagination, facets? } }' })
  async list(@CurrentUser() user: AuthUser | null, @Query() query: ListProductsQuery, @Req() req: Request, @Res() res: Response) {
    // The answer is serialised once (and cached for shoppers), so it is sent as-is rather than through the envelope.
    await sendCachedBody(req, res, await this.listing.listBody(user, query as Record<string, unknown>, req.ip), user ? 'staff' : 'shopper');
  }

  @PublicAt(Get(':id'), 'One product; archived (not publicly visible) or in a hidden category answers 404 unless the caller holds productView')
  findOne(@CurrentUser() user: AuthUser | null, @Param('id') id: string) {
    return this.listing.findOne(user, id);
  }

  @StaffAt(Post(), 'productCreate', {
    summary: 'Create a product',
    description:
      "imageIds attaches the caller's draft images (POST /upload/drafts/product) and stock (the body of PUT /products/{id}/stock; " +
      "needs stockAdjust) sets the counts, both in the create's transaction, so a create fully succeeds or changes nothing. Answers the product.",
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateProductDto) {
    return this.products.create(user, dto);
  }

  @StaffAt(Put(':id'), 'productUpdate', {
    summary: 'Update any subset of a product',
    description: 'When images are sent they replace the current ones (1 to 5, each stored by this API); files of dropped images are deleted.',
  })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdateProductDto) {
    return this.products.update(user, id, dto);
  }

  @StaffAt(Delete(':id'), 'productDelete', 'Delete a product and its image files; recorded sales keep their snapshot')
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.products.remove(user, id);
  }

  @StaffAt(Patch(':id/featured'), 'productUpdate', 'Toggle featured; answers the product')
  toggleFeatured(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.products.toggleFeatured(user, id);
  }

  @StaffAt(
    Patch(':id/archive'),
    'productUpdate',
    'Archive: publiclyVisible false (hidden from shoppers, kept for staff and sales); answers the product',
  )
  archive(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.products.archive(user, id);
  }

  @StaffAt(Patch(':id/restore'), 'productUpdate', 'Restore an archived product: publiclyVisible true; answers the product')
  restore(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.products.restore(user, id);
  }

  @StaffAt(Patch(':id/public-visibility'), 'productUpdate', 'Toggle public visibility (the opposite of archived); answers the product')
  togglePublicVisibility(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.products.togglePublicVisibility(user, id);
  }

  @StaffAt(Patch(':id/public-visibility/set'), 'productUpdate', 'Set public visibility (false archives, true restores); answers the product')
  setPublicVisibility(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: SetPublicVisibilityDto) {
    return this.products.setPublicVisibility(user, id, dto.publiclyVisible);
  }
}
