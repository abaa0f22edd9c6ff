import { Field, Int, ObjectType } from 'type-graphql';
import { clickField, type ClickFieldSqlType } from '../entities/click-fields';
import { OutcomeEnum, SelectReasonEnum } from './click-outcome.types';
import { DecimalScalar, UuidScalar } from './scalars';

/**
 * The click columns of the log and conversion types, derived from the click-field catalogue
 * (entities/click-fields.ts): each type extends `ClickFieldsOf(fields)` (type-graphql's mixin
 * classes), which adds a field for each named field that is a click column, its GraphQL type from
 * the SQL type and nullable as the column is; the type declares its other fields itself. A column
 * means the same in every type, so it has one description here.
 */

const GRAPHQL_TYPES: Record<ClickFieldSqlType, object> = {
  uuid: UuidScalar,
  timestamptz: Date,
  text: String,
  inet: String,
  boolean: Boolean,
  smallint: Int,
  'numeric(18, 6)': DecimalScalar,
};

/** Text columns that hold one of a fixed set of values (their check constraints): shown as the enum. */
const ENUM_TYPES: Record<string, object> = { outcome: OutcomeEnum, select_reason: SelectReasonEnum };

/** The logs call the click's created_at `time`. */
const COLUMN_OF_FIELD: Record<string, string> = { time: 'created_at' };

const DESCRIPTIONS: Record<string, string> = {
  created_at: 'Time of the click.',
  country: 'ISO country code.',
  is_bot: 'Bot (true) or human.',
  is_unique: 'Unique by visitor_id within the campaign uniqueness period.',
  http_status: 'HTTP status the outcome answers a browser with.',
  destination: 'Where the click was sent.',
  cost: 'Cost of the click in the base currency.',
};

/** A type-graphql class with a field for each of these fields that is a click column, for a log type to extend. */
export function ClickFieldsOf(fields: readonly string[]): new () => object {
  // Not reachable from any resolver, so type-graphql emits no type of its own for it.
  @ObjectType()
  class ClickFields {}
  for (const name of fields) {
    const column = COLUMN_OF_FIELD[name] ?? name;
    const field = clickField(column);
    if (!field) continue;
    const type = ENUM_TYPES[column] ?? GRAPHQL_TYPES[field.sqlType];
    Field(() => type, { nullable: field.nullable, description: DESCRIPTIONS[column] })(ClickFields.prototype, name);
  }
  return ClickFields;
}
