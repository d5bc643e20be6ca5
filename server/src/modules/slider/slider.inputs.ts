import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Slider form: urutan 1 to 9 (the picture travels as the `file` upload).' })
export class SliderInput {
  @Field(() => Int, { nullable: true })
  urutan?: number;
}
