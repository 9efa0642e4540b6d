import type { INestApplication, Type } from '@nestjs/common';
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

/** One controller method's access: the method's decorators first, then its controller's, as the guard reads them. */
export function routeAccessOf(controller: Type, handler: (...args: never[]) => unknown, reflector = new Reflector()): RouteAccess {
  const targets = [handler, controller];
  return {
    public: reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false,
    roles: reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [],
    releaseToken: reflector.getAllAndOverride<boolean>(DEPLOY_TOKEN_KEY, targets) ?? false,
  };
}

/** Every controller class registered in the app's modules (also in Nest's preview mode, where nothing is instantiated). */
export function registeredControllers(app: INestApplication): Type[] {
  return [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type | null).filter((controller): controller is Type => !!controller),
  );
}

/** A controller's own methods, read from the descriptors: reading a getter on the prototype would run it without an instance. */
export function controllerMethods(controller: Type): [name: string, handler: (...args: never[]) => unknown][] {
  return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
    const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
    return name !== 'constructor' && typeof handler === 'function' ? [[name, handler as (...args: never[]) => unknown]] : [];
  });
}

/**
 * Every controller method's access, keyed `<Controller>_<method>` like the OpenAPI operation ids Nest writes: the
 * guard's own metadata, read once, so documents about the routes say what the server enforces.
 */
export function routeAccessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const reflector = app.get(Reflector);
  const access = new Map<string, RouteAccess>();
  for (const controller of registeredControllers(app)) {
    for (const [name, handler] of controllerMethods(controller))
      access.set(`${controller.name}_${name}`, routeAccessOf(controller, handler, reflector));
  }
  return access;
}
