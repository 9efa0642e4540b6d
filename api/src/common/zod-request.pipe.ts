import { ArgumentMetadata, BadRequestException, Injectable, InternalServerErrorException, PipeTransform } from '@nestjs/common';
import { findHiddenCharacters, hiddenCharactersMessage, installPlainZodMessages, missingFields, missingFieldsMessage } from '@greenroom/contracts';
import { createZodValidationPipe } from 'nestjs-zod';
import type { z } from 'zod';

const ZodValidationPipe = createZodValidationPipe();
// zod's own wording ("Too big: expected string to have <=2000 characters") never reaches a person.
installPlainZodMessages();

function isZodDto(metatype: ArgumentMetadata['metatype']): metatype is ArgumentMetadata['metatype'] & { schema: z.ZodType } {
  return typeof metatype === 'function' && 'isZodDto' in metatype && metatype.isZodDto === true;
}

/**
 * nestjs-zod's pipe, plus two rules: every @Body() and @Query() must be typed with a zod DTO, so no request
 * input reaches a service unchecked (its own strict mode would also reject @Param() and custom decorators);
 * and no string in what the schema lets through may hide control or invisible characters (the free-text rule of
 * libs/contracts), so a NUL never reaches PostgreSQL. A field whose schema has the rule itself answers first, in
 * its own words ("First name cannot..."); any other is named by its key. A body for a full-replacement update
 * (libs/contracts' fullReplacement) that leaves fields out is refused first, naming every one left out.
 */
@Injectable()
export class ZodRequestPipe implements PipeTransform {
  private readonly zod = new ZodValidationPipe();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if ((metadata.type === 'body' || metadata.type === 'query') && !isZodDto(metadata.metatype)) {
      throw new InternalServerErrorException(`A @${metadata.type === 'body' ? 'Body' : 'Query'}() parameter has no zod DTO`);
    }
    if (metadata.type === 'body' && isZodDto(metadata.metatype)) {
      const missing = missingFields(metadata.metatype.schema, value);
      if (missing.length > 0) throw new BadRequestException(missingFieldsMessage(missing));
    }
    const parsed: unknown = this.zod.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const field = findHiddenCharacters(parsed);
      if (field) throw new BadRequestException(hiddenCharactersMessage(field));
    }
    return parsed;
  }
}
