// Prints every route of the built API as JSON ([{ method, path }]), read from the Nest router the way
// api/test/role-matrix.int-spec.ts reads it. Boots the app (not listening) with the environment it is given.
const path = require('node:path');
const { createRequire } = require('node:module');

const api = path.resolve(__dirname, '../../api');
const requireFromApi = createRequire(path.join(api, 'package.json'));
require(requireFromApi.resolve('reflect-metadata'));
const { NestFactory, DiscoveryService, MetadataScanner } = requireFromApi('@nestjs/core');
const { RequestMethod } = requireFromApi('@nestjs/common');
const { METHOD_METADATA, PATH_METADATA } = requireFromApi('@nestjs/common/constants');
const { AppModule } = require(path.join(api, 'dist/app.module.js'));
const { AppConfig } = require(path.join(api, 'dist/config/app-config.js'));
const { configureApp, UNPREFIXED_ROUTES } = require(path.join(api, 'dist/configure-app.js'));

async function main() {
  const app = await NestFactory.create(AppModule.forRoot(AppConfig.fromEnv()), { logger: false });
  configureApp(app);
  await app.init();
  const scanner = app.get(MetadataScanner);
  const routes = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype;
    if (!controller || !wrapper.instance) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const prototype = Object.getPrototypeOf(wrapper.instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const routePath = Reflect.getMetadata(PATH_METADATA, handler);
      if (routePath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)];
      const relative = [base, routePath]
        .map((part) => part.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/');
      routes.push({ method, path: UNPREFIXED_ROUTES.some((route) => route.path === relative) ? `/${relative}` : `/api/${relative}` });
    }
  }
  await app.close();
  process.stdout.write(JSON.stringify(routes));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
