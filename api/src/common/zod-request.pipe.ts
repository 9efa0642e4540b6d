import { ArgumentMetadata, BadRequestException, Injectable, InternalServerErrorException, PipeTransform } from '@nestjs/common';
import { findHiddenCharacters, hiddenCharactersMessage } from '@greenroom/contracts';
import { createZodValidationPipe } from 'nestjs-zod';

const ZodValidationPipe = createZodValidationPipe();

function isZodDto(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && 'isZodDto' in metatype && metatype.isZodDto === true;
}

/**
 * nestjs-zod's pipe, plus two rules: every @Body() and @Query() must be typed with a zod DTO, so no request
 * input reaches a service unchecked (its own strict mode would also reject @Param() and custom decorators);
 * and no string in them may hide control or invisible characters (the free-text rule of libs/contracts),
 * refused before the schema so a NUL never reaches PostgreSQL.
 */
@Injectable()
export class ZodRequestPipe implements PipeTransform {
  private readonly zod = new ZodValidationPipe();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if ((metadata.type === 'body' || metadata.type === 'query') && !isZodDto(metadata.metatype)) {
      throw new InternalServerErrorException(`A @${metadata.type === 'body' ? 'Body' : 'Query'}() parameter has no zod DTO`);
    }
    if (metadata.type === 'body' || metadata.type === 'query') {
      const field = findHiddenCharacters(value);
      if (field) throw new BadRequestException(hiddenCharactersMessage(field));
    }
    return this.zod.transform(value, metadata);
  }
}
