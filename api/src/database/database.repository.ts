import { Injectable } from '@nestjs/common';
import { Transactions } from './transactions';

/** SQL about a database as a whole rather than one of its tables: reachability, and databases on the server. */
@Injectable()
export class DatabaseRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Rejects when the database cannot answer. */
  async ping(): Promise<void> {
    await this.transactions.manager.query('SELECT 1');
  }

  async databaseExists(name: string): Promise<boolean> {
    return (await this.transactions.manager.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  }

  async createDatabase(name: string): Promise<void> {
    await this.transactions.manager.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  }
}
