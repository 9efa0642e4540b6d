// Prints every route of the built API as JSON ([{ method, path }]), read from the Nest router by the same routeTable
// that writes docs/api-routes.md. Boots the app (not listening) with the environment it is given.
const path = require('node:path');
const { createRequire } = require('node:module');

const api = path.resolve(__dirname, '../../api');
const requireFromApi = createRequire(path.join(api, 'package.json'));
require(requireFromApi.resolve('reflect-metadata'));
const { NestFactory } = requireFromApi('@nestjs/core');
const { AppModule } = require(path.join(api, 'dist/app.module.js'));
const { AppConfig } = require(path.join(api, 'dist/config/app-config.js'));
const { configureApp } = require(path.join(api, 'dist/configure-app.js'));
const { routeTable } = require(path.join(api, 'dist/common/route-table.js'));

async function main() {
  const app = await NestFactory.create(AppModule.forRoot(AppConfig.fromEnv()), { logger: false });
  configureApp(app);
  await app.init();
  const routes = routeTable(app).map(({ method, path: routePath }) => ({ method, path: routePath }));
  await app.close();
  process.stdout.write(JSON.stringify(routes));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
