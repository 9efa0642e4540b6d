import { Module } from '@nestjs/common';
import { FeatureWindowsController } from './feature-windows.controller';
import { FeatureWindowsRepository } from './feature-windows.repository';
import { FeatureWindowsService } from './feature-windows.service';

@Module({
  controllers: [FeatureWindowsController],
  providers: [FeatureWindowsService, FeatureWindowsRepository],
  exports: [FeatureWindowsService],
})
export class FeatureWindowsModule {}
