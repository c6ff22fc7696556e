import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt, StaffAt } from '../core/http/staff-route.decorator';
import { CategoriesService } from './categories.service';
import { CategoryDto, ListCategoriesQuery, SetVisibilityDto, SortOrderItemDto } from './dto/category.dto';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @StaffAt(Get(), 'categoryView', {
    summary: 'All categories, hidden ones included, by sortOrder then name',
    description: '_count.products counts every product of the category (archived ones included).',
  })
  async list(@Query() query: ListCategoriesQuery) {
    return await this.categories.list(query);
  }

  @PublicAt(Get('public'), {
    summary: 'Publicly visible categories by sortOrder then name',
    description: '_count.products counts the products a shopper can see (publicly visible, that is not archived).',
  })
  async listPublic() {
    return await this.categories.listPublic();
  }

  @StaffAt(Get('next-sort-order'), 'categoryView', 'Suggested sort order for a new category: number of categories + 1')
  async nextSortOrder() {
    return await this.categories.nextSortOrder();
  }

  @ApiBody({ type: SortOrderItemDto, isArray: true })
  @StaffAt(Patch('sort-order/bulk'), 'categoryUpdate', {
    summary: 'Set many sort orders at once, in one transaction',
    description: 'Body: [{ id, sortOrder }] (or { items: [...] }). An unknown id changes nothing and answers 404. Answers the full list.',
  })
  async bulkSortOrder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return await this.categories.bulkSortOrder(user, body);
  }

  @PublicAt(Get(':id'), 'One category; hidden ones answer 404 unless the caller holds categoryView')
  async findOne(@CurrentUser() user: AuthUser | null, @Param('id') id: string) {
    return await this.categories.findOne(user, id);
  }

  @StaffAt(Post(), 'categoryCreate', {
    summary: 'Create a category',
    description: 'Name is unique regardless of case (409 "Category already exists"). sortOrder defaults to the next position.',
  })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CategoryDto) {
    return await this.categories.create(user, dto);
  }

  @StaffAt(Put(':id'), 'categoryUpdate', 'Update a category; fields left out keep their value, a replaced image file is deleted')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: CategoryDto) {
    return await this.categories.update(user, id, dto);
  }

  @StaffAt(Patch(':id/visibility'), 'categoryUpdate', 'Toggle public visibility; answers the category')
  async toggleVisibility(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return await this.categories.toggleVisibility(user, id);
  }

  @StaffAt(Patch(':id/visibility/set'), 'categoryUpdate', 'Set public visibility; answers the category')
  async setVisibility(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: SetVisibilityDto) {
    return await this.categories.setVisibility(user, id, dto.publiclyVisible);
  }
}
