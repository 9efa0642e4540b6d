import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { Role } from '@greenroom/contracts';
import { DEPLOY_TOKEN_KEY, PUBLIC_KEY, ROLES_KEY } from './access.decorators';

/** Who may call one route, as the access guard reads it from the route's decorators. */
export interface RouteAccess {
  public: boolean;
  /** Empty for a public route; none listed on a non-public route means nobody (deny by default). */
  roles: Role[];
  /** A pipeline's release token (or the bootstrap RELEASE_TOKEN) may call it too. */
  releaseToken: boolean;
}

/**
 * Every controller method's access, keyed `<Controller>_<method>` like the OpenAPI operation ids Nest writes: the
 * guard's own metadata, read once, so documents about the routes say what the server enforces.
 */
export function routeAccessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const reflector = app.get(Reflector);
  const access = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        // The descriptor, not the property: reading a getter on the prototype would run it without an instance.
        const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, method)?.value;
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, controller];
        access.set(`${controller.name}_${method}`, {
          public: reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false,
          roles: reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [],
          releaseToken: reflector.getAllAndOverride<boolean>(DEPLOY_TOKEN_KEY, targets) ?? false,
        });
      }
    }
  }
  return access;
}
