import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NavigationItemEntity } from './entities/navigation-item.entity';
import { NavigationController } from './navigation.controller';
import { NavigationRepository } from './navigation.repository';
import { NavigationService } from './navigation.service';

@Module({
  imports: [TypeOrmModule.forFeature([NavigationItemEntity])],
  controllers: [NavigationController],
  providers: [NavigationService, NavigationRepository],
})
export class NavigationModule {}
