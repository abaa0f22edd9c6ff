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

@ObjectType('ImportWouldCreate', { description: 'What a dry run found missing: entities an import would create.' })
export class ImportWouldCreateType {
  @Field(() => Int)
  campaign!: number;

  @Field(() => Int)
  source!: number;

  @Field(() => Int)
  offer!: number;

  @Field(() => Int)
  landing!: number;
}

@ObjectType('ExternalImport', { description: "An import of another tracker's export (docs/import.md)." })
export class ExternalImportType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String, { description: 'csv, jsonl, keitaro or binom.' })
  layout!: string;

  @Field(() => String, { nullable: true, description: 'The CSV delimiter asked for; null: detected from the header.' })
  delimiter!: string | null;

  @Field(() => Boolean, {
    description: 'A dry run: rows are read and checked, counts are what would be written, nothing is.',
  })
  dry_run!: boolean;

  @Field(() => ImportWouldCreateType, { nullable: true, description: 'A finished dry run: entities it would create.' })
  would_create!: ImportWouldCreateType | null;

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
