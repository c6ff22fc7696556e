import { PartialType } from '@nestjs/swagger';
import { CreateSaleDto } from './create-sale.dto';

/** Every field optional on edit (saleDate included, as the spec says); sent fields follow the create rules. */
export class UpdateSaleDto extends PartialType(CreateSaleDto) {}
