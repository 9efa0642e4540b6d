import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * One way to make several repository calls one transaction, without the service touching the ORM: a service wraps
 * the calls in `run`, and every repository reads its `EntityManager` from `manager`, which is the transaction's inside
 * `run` and the pool's outside it. AsyncLocalStorage carries the transaction through awaits, so repository method
 * signatures need no manager parameter.
 */
@Injectable()
export class Transactions {
  private readonly scope = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Commits when `work` resolves, rolls back when it throws. A `run` inside another joins the outer transaction. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.scope.getStore()) return work();
    return this.dataSource.transaction((manager) => this.scope.run(manager, work));
  }

  /**
   * Runs `work` on the pool, outside the current transaction, so its writes commit at once whatever the transaction
   * does later: for a write that others must see before the transaction ends (a sign-in token minted before its e-mail
   * leaves, while the job's outbox row stays locked until the send).
   */
  outside<T>(work: () => Promise<T>): Promise<T> {
    return this.scope.exit(work);
  }

  /** For repositories only: the current transaction's manager, or the pool's. */
  get manager(): EntityManager {
    return this.scope.getStore() ?? this.dataSource.manager;
  }
}
