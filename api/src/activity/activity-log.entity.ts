import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One change made by staff (or by the system when userId is null). */
@Entity('activity_log')
export class ActivityLog {
  @PrimaryColumn({ type: 'varchar', length: 25 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 20 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 25, nullable: true })
  entityId: string | null;

  @Column({ name: 'entity_name', type: 'varchar', length: 200, nullable: true })
  entityName: string | null;

  @Column({ name: 'user_id', type: 'varchar', length: 25, nullable: true })
  userId: string | null;

  @Column({ name: 'user_name', type: 'varchar', length: 200, nullable: true })
  userName: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt: Date;
}
