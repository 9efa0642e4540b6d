import { ArgumentMetadata, Injectable, InternalServerErrorException, PipeTransform } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';

const ZodValidationPipe = createZodValidationPipe();

function isZodDto(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && 'isZodDto' in metatype && metatype.isZodDto === true;
}

/**
 * nestjs-zod's pipe, plus a rule: every @Body() and @Query() must be typed with a zod DTO, so no request
 * input reaches a service unchecked. (Its own strict mode would also reject @Param() and custom decorators.)
 */
@Injectable()
export class ZodRequestPipe implements PipeTransform {
  private readonly zod = new ZodValidationPipe();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if ((metadata.type === 'body' || metadata.type === 'query') && !isZodDto(metadata.metatype)) {
      throw new InternalServerErrorException(`A @${metadata.type === 'body' ? 'Body' : 'Query'}() parameter has no zod DTO`);
    }
    return this.zod.transform(value, metadata);
  }
}
