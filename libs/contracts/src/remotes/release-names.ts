import { z } from 'zod';

/** A remote's name in the registry ('members'): also its federation name. */
export const RemoteNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A remote name is lower-case letters, digits and _');

/** '0.2.0+3f2c1ab': what the team calls this build; unique per remote. */
export const ReleaseVersionSchema = z
  .string()
  .trim()
  .min(1, 'version is required')
  .max(100)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, 'version may hold letters, digits and . + _ - only');
