import { Entity, Index, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/**
 * A stored document or image. Content lives in PostgreSQL so an upload commits atomically with the
 * record that owns it, and every server instance can serve it.
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['ownerKind', 'ownerId'] })
export class StoredFile {
  [PrimaryKeyProp]?: 'id';
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** What the file belongs to, e.g. `mou.dokumen`, `kegiatan.gambar`; decides who may read it. */
  @Property({ type: 'string', length: 40 })
  ownerKind!: string;

  @Property({ type: 'integer' })
  ownerId!: number;

  /** The name the uploader gave the file (shown, never used as a path). */
  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Property({ type: 'string', length: 100 })
  mime!: string;

  @Property({ type: 'string', length: 10 })
  ext!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
