import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export const ZATCA_PHASE2_DTO_MESSAGES = { on: 'on must be true or false' } as const;

/** Turns ZATCA phase 2 (signed documents) on or off for the documents issued from now on. */
export class ZatcaPhase2Dto {
  @ApiProperty({ example: true, description: 'Sign every document issued from now on (phase 2); false goes back to phase 1 documents' })
  @IsBoolean({ message: ZATCA_PHASE2_DTO_MESSAGES.on })
  on!: boolean;
}
