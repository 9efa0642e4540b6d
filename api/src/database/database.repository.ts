import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** SQL about a database as a whole rather than one of its tables: reachability, and databases on the server. */
@Injectable()
export class DatabaseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Rejects when the database cannot answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async databaseExists(name: string): Promise<boolean> {
    return (await this.dataSource.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  }

  async createDatabase(name: string): Promise<void> {
    await this.dataSource.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  }
}
