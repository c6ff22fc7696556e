import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STOCK_MOVEMENT_KINDS } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser, RequirePermissions } from '../core/http/decorators';
import { AdjustStockDto } from './dto/adjust-stock.dto';
import { ListMovementsQuery } from './dto/list-movements.query';
import { SetStockDto } from './dto/set-stock.dto';
import { StockService } from './stock.service';

const LEVELS = '{ productId, stockTracked, stockLeft, sizes: [{ size, onHand }], movements } after the change.';

@ApiTags('stock')
@ApiBearerAuth()
@Controller()
export class StockController {
  constructor(private readonly stock: StockService) {}

  @Put('products/:id/stock')
  @RequirePermissions('stockAdjust')
  @ApiOperation({
    summary: "Start, change or stop counting a product's stock",
    description:
      "tracked true with every size's count starts counting (INITIAL movements) or corrects the counts (COUNTED movements for the sizes that differ); " +
      `tracked false stops counting (every size is brought to 0 and the product is always in stock again). Answers ${LEVELS}`,
  })
  setStock(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: SetStockDto) {
    return this.stock.setStock(user, id, dto);
  }

  @Post('products/:id/stock/adjustments')
  @HttpCode(200)
  @RequirePermissions('stockAdjust')
  @ApiOperation({
    summary: 'Adjust one size by hand: received, counted, damaged or returned',
    description:
      'Refused (400) for a product whose stock is not counted, and (409, saying what is left) when DAMAGED would take more than is on hand. ' +
      `Each adjustment is a movement with who and when, and a line in the activity log. Answers ${LEVELS}`,
  })
  adjust(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: AdjustStockDto) {
    return this.stock.adjust(user, id, dto);
  }

  @Get('products/:id/stock/movements')
  @RequirePermissions('productView')
  @ApiOperation({
    summary: "Every change of a product's on-hand counts, newest first: { movements, pagination }",
    description: `Each movement: { id, productId, size, kind (${STOCK_MOVEMENT_KINDS.join(', ')}), delta, onHandAfter, oversold, saleId, note, userId, userName, createdAt }.`,
  })
  movements(@Param('id') id: string, @Query() query: ListMovementsQuery) {
    return this.stock.movements(id, query);
  }

  @Get('stock/summary')
  @RequirePermissions('productView')
  @ApiOperation({ summary: 'How many counted products are at low stock and sold out: { lowStock, soldOut, lowStockThreshold }' })
  summary() {
    return this.stock.summary();
  }
}
