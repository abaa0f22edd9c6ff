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

@ObjectType('ConversionUploadError', { description: 'A refused line: its number and why (never its values).' })
export class ConversionUploadErrorType {
  @Field(() => Int, { description: '1-based line of the list (CSV: data lines, the header not counted).' })
  line!: number;

  @Field(() => String, { description: 'Why the line was refused, naming the field.' })
  error!: string;
}

@ObjectType('ConversionUpload', {
  description:
    'One conversion upload: up to 1,000 lines run in the request (state done), above that a background job ' +
    '(state queued, then running with lines_done, then done or failed).',
})
export class ConversionUploadType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String, {
    description: 'queued (the job waits), running, done, failed (error says why; the lines done stay recorded).',
  })
  state!: string;

  @Field(() => Boolean, { description: 'False: recorded without forwarding.' })
  forward!: boolean;

  @Field(() => Int, { description: 'Lines in the upload.' })
  lines_total!: number;

  @Field(() => Int, { description: 'Lines processed so far (each counted in counts).' })
  lines_done!: number;

  @Field(() => Int, { description: '0 to 100.' })
  percent!: number;

  @Field(() => ConversionUploadCountsType, { description: 'Results of the lines done so far.' })
  counts!: ConversionUploadCountsType;

  @Field(() => String, { nullable: true, description: 'Why a failed upload stopped (or the last attempt failed).' })
  error!: string | null;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;

  @Field(() => UuidScalar, { description: 'Who uploaded.' })
  user_id!: string;

  @Field(() => String, { nullable: true, description: 'Their name, else e-mail.' })
  user_name!: string | null;

  @Field(() => [ConversionUploadLineType], {
    description: 'The result of every line done so far, in line order (the answer of an upload run in the request).',
  })
  lines!: ConversionUploadLineType[];

  @Field(() => [ConversionUploadErrorType], {
    description: 'The refused lines so far, in line order (the first 1,000; counts.refused is exact).',
  })
  errors!: ConversionUploadErrorType[];
}
