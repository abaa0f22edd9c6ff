import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';

/** GraphQL shapes of manual conversion uploads (services/conversions/upload.ts has the same fields). */

@InputType('ManualConversionInput', { description: 'One conversion of an uploaded list, as a postback would send it.' })
export class ManualConversionInput {
  @Field(() => String, { nullable: true, description: 'The click id (subid) the conversion belongs to.' })
  click_id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The partner’s status, mapped as a postback’s (e.g. "approved").',
  })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'The payout in `currency`, e.g. "12.50" (default 0).' })
  payout?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of the payout (default USD, as a postback).' })
  currency?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The partner’s transaction id: deduplicates, and a later status of it updates the conversion.',
  })
  txid?: string | null;

  @Field(() => String, { nullable: true, description: 'When it converted: an ISO time with an offset (default now).' })
  time?: string | null;
}

@ObjectType('ConversionUploadCounts')
export class ConversionUploadCountsType {
  @Field(() => Int)
  recorded!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  duplicate!: number;

  @Field(() => Int)
  refused!: number;
}

@ObjectType('ConversionUploadLine')
export class ConversionUploadLineType {
  @Field(() => Int, { description: '1-based line of the list (CSV: data lines, the header not counted).' })
  line!: number;

  @Field(() => String, {
    description: 'recorded, updated (a new status of a txid), duplicate (an exact repeat), refused.',
  })
  result!: string;

  @Field(() => String, { nullable: true, description: 'Why the line was refused, naming the field.' })
  error!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  conversion_id!: string | null;
}

@ObjectType('ConversionUpload')
export class ConversionUploadType {
  @Field(() => ConversionUploadCountsType)
  counts!: ConversionUploadCountsType;

  @Field(() => [ConversionUploadLineType])
  lines!: ConversionUploadLineType[];
}
