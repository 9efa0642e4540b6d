import { SetMetadata } from '@nestjs/common';
import type { Role } from '@greenroom/contracts';

export const PUBLIC_KEY = 'greenroom:public';
export const ROLES_KEY = 'greenroom:roles';
export const DEPLOY_TOKEN_KEY = 'greenroom:deploy-token';

// What the access guard reads. A controller method gets them from its route object through @Route(), never by hand
// (api/src/common/route-objects.spec.ts fails on a route served otherwise).

/** Anyone may call the route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_KEY, true);

/**
 * Only signed-in members whose Portal_Permission is listed may call the route.
 * `@Roles(...ALL_MEMBER_ROLES)` means "any signed-in member".
 */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

/** Besides the roles of @Roles(), CI's deploy token (RELEASE_TOKEN) may call the route: only the release routes. */
export const AllowDeployToken = (): MethodDecorator & ClassDecorator => SetMetadata(DEPLOY_TOKEN_KEY, true);
