import { Module } from '@nestjs/common';
import { NavigationController } from './navigation.controller';
import { NavigationRepository } from './navigation.repository';
import { NavigationService } from './navigation.service';

@Module({
  controllers: [NavigationController],
  providers: [NavigationService, NavigationRepository],
})
export class NavigationModule {}
