import { Module } from '@nestjs/common';
import { HostResolver } from './manifest-address-check';
import { ManifestFetcher } from './manifest-fetcher';
import { ReleaseTokensController } from './release-tokens/release-tokens.controller';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ReleaseTokensModule } from './release-tokens/release-tokens.module';
import { RemoteReportsRepository } from './remote-reports.repository';
import { RemoteReportsService } from './remote-reports.service';
import { RemotesController } from './remotes.controller';
import { RemotesRepository } from './remotes.repository';
import { RemotesService } from './remotes.service';

/** The release registry of the micro-frontends: which build of each remote the shell loads, and who may release. */
@Module({
  imports: [ReleaseTokensModule, RateLimitModule],
  controllers: [ReleaseTokensController, RemotesController],
  providers: [RemotesService, RemotesRepository, RemoteReportsService, RemoteReportsRepository, ManifestFetcher, HostResolver],
})
export class RemotesModule {}
