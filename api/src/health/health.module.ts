import { Module } from '@nestjs/common';
import { DatabaseRepository } from '../database/database.repository';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ShutdownDrain } from './shutdown-drain';

@Module({ controllers: [HealthController], providers: [HealthService, ShutdownDrain, DatabaseRepository] })
export class HealthModule {}
