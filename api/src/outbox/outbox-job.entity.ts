import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A queue job owed but not yet done (outbox.ts): written in the transaction that stores the job's data, deleted by the
 * job once its work is done. Only ids and other non-secret values: a sign-in link's token is minted by the worker.
 */
@Entity({ name: 'queue_outbox' })
export class OutboxJobEntity {
  /** BullMQ's fixed job id: adding the job again beside one Redis still holds adds nothing. */
  @PrimaryColumn({ name: 'job_id', type: 'text' })
  jobId!: string;

  @Column({ type: 'text' })
  queue!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'jsonb' })
  data!: object;

  /** The producer's job options, so a job put back by the sweep is the job the producer wrote. */
  @Column({ type: 'jsonb' })
  opts!: object;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
