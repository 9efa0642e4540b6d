import { Injectable } from '@nestjs/common';
import type { FeatureWindowsResponse } from '@greenroom/contracts';
import { FeatureWindow, FeatureWindowsRepository } from './feature-windows.repository';

@Injectable()
export class FeatureWindowsService {
  constructor(private readonly windows: FeatureWindowsRepository) {}

  async list(): Promise<FeatureWindowsResponse> {
    const windows = await this.windows.list();
    return { windows: windows.map(({ route, startsOn, endsOn }) => ({ route, startsOn, endsOn })) };
  }

  /** Opens `route` for the given days (or moves its window); inside a `Transactions.run` it joins that transaction. */
  setWindow(window: FeatureWindow): Promise<void> {
    return this.windows.upsert(window);
  }
}
