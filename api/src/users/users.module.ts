import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity';
import { OwnerBootstrap } from './owner-bootstrap';
import { UsersService } from './users.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, OwnerBootstrap],
  exports: [UsersService, OwnerBootstrap, TypeOrmModule],
})
export class UsersModule {}
