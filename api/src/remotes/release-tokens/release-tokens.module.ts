import { Module } from '@nestjs/common';
import { ReleaseTokensRepository } from './release-tokens.repository';
import { ReleaseTokensService } from './release-tokens.service';

/** Release tokens: the access guard verifies them, the Releases screen manages them. */
@Module({
  providers: [ReleaseTokensRepository, ReleaseTokensService],
  exports: [ReleaseTokensService],
})
export class ReleaseTokensModule {}
