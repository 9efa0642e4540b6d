import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FeatureWindowsResponse } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import { FeatureWindowEntity } from './entities/feature-window.entity';

@Injectable()
export class FeatureWindowsService {
  constructor(@InjectRepository(FeatureWindowEntity) private readonly windows: Repository<FeatureWindowEntity>) {}

  async list(): Promise<FeatureWindowsResponse> {
    const windows = await this.windows.find({ order: { route: 'ASC' } });
    return { windows: windows.map(({ route, startsOn, endsOn }) => ({ route, startsOn, endsOn })) };
  }
}
