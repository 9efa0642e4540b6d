import { Module } from '@nestjs/common';
import { DatabaseRepository } from '../database/database.repository';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, DatabaseRepository] })
export class HealthModule {}
