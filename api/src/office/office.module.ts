import { Module } from '@nestjs/common';
import { OfficeController } from './office.controller';
import { OfficeSettings } from './office-settings';

@Module({
  controllers: [OfficeController],
  providers: [{ provide: OfficeSettings, useFactory: () => OfficeSettings.fromEnv() }],
  exports: [OfficeSettings],
})
export class OfficeModule {}
