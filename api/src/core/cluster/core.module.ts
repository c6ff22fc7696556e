import { Global, Module } from '@nestjs/common';
import { ClusterBus } from './cluster-bus';
import { DomainEvents } from './domain-events';

@Global()
@Module({ providers: [DomainEvents, ClusterBus], exports: [DomainEvents, ClusterBus] })
export class CoreModule {}
