import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';
import { RemotesRepository } from './remotes.repository';
import { RemotesService } from './remotes.service';

/** The release registry of the micro-frontends: which build of each remote the shell loads. */
@Module({
  controllers: [RemotesController],
  providers: [RemotesService, RemotesRepository],
})
export class RemotesModule {}
