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
import { RolloutsRepository } from './rollouts/rollouts.repository';
import { RolloutsService } from './rollouts/rollouts.service';
import { SessionsModule } from '../auth/sessions.module';

/** The release registry of the micro-frontends: which build of each remote the shell loads, and who may release. */
@Module({
  imports: [ReleaseTokensModule, RateLimitModule, SessionsModule],
  controllers: [ReleaseTokensController, RemotesController],
  providers: [
    RemotesService,
    RemotesRepository,
    RolloutsService,
    RolloutsRepository,
    RemoteReportsService,
    RemoteReportsRepository,
    ManifestFetcher,
    HostResolver,
  ],
})
export class RemotesModule {}
