import { Field, Int, ObjectType } from 'type-graphql';
import { ChangeAction } from '../../common/change.js';
import { Mou } from './mou.entity.js';

@ObjectType({ description: 'An agreement for autocompletes (combo/mou.php): id_mou and its number.' })
export class MouCombo {
  @Field(() => Int)
  idMou!: number;

  @Field(() => String, { description: 'No. Kontrak of the agreement.' })
  noMou!: string;

  @Field(() => String)
  judul!: string;
}

@ObjectType({ description: 'A change to the Kesepakatan list, delivered after it was committed.' })
export class MouChange {
  @Field(() => ChangeAction)
  action!: ChangeAction;

  @Field(() => Int, { description: 'id_mou of the changed agreement.' })
  id!: number;

  @Field(() => Mou, { nullable: true, description: 'The agreement as it is now; null when it was deleted.' })
  mou!: Mou | null;
}
