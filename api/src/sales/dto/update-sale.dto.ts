import { PartialType } from '@nestjs/swagger';
import { CreateSaleDto } from './create-sale.dto';

/**
 * Every field optional on edit (saleDate included, as the spec says); sent fields follow the create rules,
 * so null is refused wherever create refuses it (a field may be left out, not emptied).
 */
export class UpdateSaleDto extends PartialType(CreateSaleDto, { skipNullProperties: false }) {}
