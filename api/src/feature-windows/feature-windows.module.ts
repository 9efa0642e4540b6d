import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeatureWindowEntity } from './entities/feature-window.entity';
import { FeatureWindowsController } from './feature-windows.controller';
import { FeatureWindowsService } from './feature-windows.service';

@Module({
  imports: [TypeOrmModule.forFeature([FeatureWindowEntity])],
  controllers: [FeatureWindowsController],
  providers: [FeatureWindowsService],
})
export class FeatureWindowsModule {}
