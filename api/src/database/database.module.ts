import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source';
import { ShopTypeOrmLogger } from './typeorm-logger';

/** The database URL is settled before the app boots (main.ts or the test harness puts it in DATABASE_URL). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DATABASE_URL was not resolved before the app started');
        return {
          ...dataSourceOptions(config.databaseUrl),
          autoLoadEntities: true,
          logging: ['warn', 'migration'],
          logger: new ShopTypeOrmLogger(),
          maxQueryExecutionTime: 1000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
