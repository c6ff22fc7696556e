import { Module } from '@nestjs/common';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** UsersModule is global and exports UsersService and the User repository. */
@Module({
  controllers: [StaffController],
  providers: [StaffService],
})
export class StaffModule {}
