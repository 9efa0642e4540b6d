import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MemberEntity } from '../../members/entities/member.entity';
import { SubscriptionListEntity } from './subscription-list.entity';

@Entity({ name: 'member_subscriptions' })
export class MemberSubscriptionEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId!: string;

  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId!: string;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: MemberEntity;

  @ManyToOne(() => SubscriptionListEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id' })
  list!: SubscriptionListEntity;
}
