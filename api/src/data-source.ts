import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';

/** For the TypeORM CLI: `typeorm migration:run -d dist/data-source.js`. */
export default new DataSource(dataSourceOptions(AppConfig.fromEnv().databaseUrl));
