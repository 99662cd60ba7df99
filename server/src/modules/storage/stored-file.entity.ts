import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Practice } from '../practice/practice.entity.js';

export enum ModelFileType {
  stl = 'stl',
  drc = 'drc',
  ply = 'ply',
  obj = 'obj',
  gltf = 'gltf',
  glb = 'glb',
}
registerEnumType(ModelFileType, { name: 'ModelFileType' });

/** A model file attached to a patient's case: the object keys and how the viewer shows it. */
@ObjectType('ModelFile')
@Entity({ tableName: 'stored_file' })
export class StoredFile {
  [OptionalProps]?:
    | 'patientId'
    | 'caseGroupId'
    | 'caseId'
    | 'mtlKey'
    | 'textureKey'
    | 'color'
    | 'alpha'
    | 'size'
    | 'lastModified'
    | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  patientId: number | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  caseGroupId: number | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  caseId: number | null = null;

  @Field(() => ModelFileType)
  @Property({ type: 'string', length: 8 })
  type!: ModelFileType;

  @Field(() => String, { description: 'Object key of the main file (under the practice prefix).' })
  @Property({ type: 'string', length: 1024 })
  key!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1024, nullable: true })
  mtlKey: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1024, nullable: true })
  textureKey: string | null = null;

  @Field(() => String, { nullable: true, description: 'Display colour, e.g. #c8c8c8.' })
  @Property({ type: 'string', length: 16, nullable: true })
  color: string | null = null;

  @Field(() => Float)
  @Property({ type: 'float' })
  alpha: number = 1;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Float, { description: 'Bytes of the main, mtl and texture objects.' })
  @Property({ type: new BigIntType('number') })
  size: number = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastModified: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
