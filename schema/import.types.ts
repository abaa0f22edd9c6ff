import { Field, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';

@ObjectType('ImportRejectedRow', {
  description: 'A row the import left out: its line in the file and why (never its content).',
})
export class ImportRejectedRowType {
  @Field(() => Int)
  line!: number;

  @Field(() => String)
  reason!: string;
}

@ObjectType('ExternalImport', { description: "An import of another tracker's export (docs/import.md)." })
export class ExternalImportType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String, { description: 'csv, jsonl or keitaro.' })
  layout!: string;

  @Field(() => String, { description: 'queued, running, done or failed.' })
  state!: string;

  @Field(() => Int, { description: '0 to 100, by bytes read.' })
  percent!: number;

  @Field(() => Number, { description: 'Size of the uploaded file in bytes.' })
  file_bytes!: number;

  @Field(() => Int, {
    description: 'Last line of the file committed (the checkpoint a resumed import continues after).',
  })
  line_done!: number;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  conversions!: number;

  @Field(() => Int)
  rejected!: number;

  @Field(() => [ImportRejectedRowType], { description: 'The first 1000 rejected rows.' })
  rejected_rows!: ImportRejectedRowType[];

  @Field(() => String, { nullable: true, description: 'Why a failed import stopped (its rows were removed).' })
  error!: string | null;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date, { nullable: true })
  finished_at!: Date | null;
}

@ObjectType('ImportProgress')
export class ImportProgressType {
  @Field(() => UuidScalar)
  import_id!: string;

  @Field(() => String)
  state!: string;

  @Field(() => Int)
  percent!: number;

  @Field(() => Int)
  line_done!: number;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  conversions!: number;

  @Field(() => Int)
  rejected!: number;
}

@ObjectType('DeletedImport')
export class DeletedImportType {
  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  conversions!: number;
}
