import { Field, Int, ObjectType } from 'type-graphql';
import { ChangeAction } from '../../common/change.js';
import { Pks } from './pks.entity.js';

@ObjectType({ description: 'A change to the Perjanjian list, delivered after it was committed.' })
export class PksChange {
  @Field(() => ChangeAction)
  action!: ChangeAction;

  @Field(() => Int, { description: 'id_pks of the changed contract.' })
  id!: number;

  @Field(() => Int, { description: 'id_mou of its agreement (as it was, for a deleted contract).' })
  idMou!: number;

  @Field(() => Pks, { nullable: true, description: 'The contract as it is now; null when it was deleted.' })
  pks!: Pks | null;
}
