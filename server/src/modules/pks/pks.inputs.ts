import { Field, InputType, Int } from 'type-graphql';
import { KerjaSamaFields, KerjaSamaFilter } from '../mou/mou.inputs.js';

@InputType({ description: 'Filters of the Perjanjian (PKS) list.' })
export class PksFilter extends KerjaSamaFilter {
  @Field(() => Int, { nullable: true, description: 'Only the contracts of this agreement (Detail PKS).' })
  idMou?: number;

  @Field(() => Int, { nullable: true })
  idPks?: number;
}

@InputType({ description: 'Contract form (SPEC §5): every field required; nilai defaults to 0.' })
export class PksInput extends KerjaSamaFields {
  @Field(() => Int, { nullable: true, description: 'The agreement (Kesepakatan) the contract belongs to.' })
  idMou?: number;
}
