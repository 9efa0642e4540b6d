import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { DuesPaymentResponse } from '@greenroom/contracts';
import { MemberOwnedRow } from '../../entities/member-owned-row';

/**
 * One recorded dues payment. PostgreSQL keeps the rules (migration DuesPayments): one payment per member per theater
 * day unless the Admin confirmed a second on purpose (a unique index over the unconfirmed ones), and one payment per
 * idempotency key, whose first answer is kept so a retried request gets it again.
 */
@Entity({ name: 'dues_payments' })
@Index('dues_payments_one_a_day_key', { synchronize: false })
@Index('dues_payments_idempotency_key', { synchronize: false })
export class DuesPaymentEntity extends MemberOwnedRow {
  @Column({ name: 'paid_on', type: 'date' })
  paidOn!: string;

  /** True when the Admin confirmed a further payment on a day that already had one. */
  @Column({ name: 'confirmed_extra', type: 'boolean', default: false })
  confirmedExtra!: boolean;

  @Column({ name: 'idempotency_key', type: 'uuid' })
  idempotencyKey!: string;

  @Column({ name: 'recorded_by', type: 'text' })
  recordedBy!: string;

  @Column({ type: 'jsonb' })
  response!: DuesPaymentResponse;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
