import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { EntityOps } from './entity-ops';
import type { FieldSpec } from './form';
import type { FooterColumn } from './table';

/** What an entity list screen is given: its kind's fields, API calls and columns (entity-screen.tsx). */
export interface EntityConfig<T extends { id: string }> {
  title: string;
  singular: string;
  fields: readonly FieldSpec[];
  /** Fields only sent when creating (e.g. a custom status's code). */
  createOnly?: readonly string[];
  /** The live rows, or with `archived` the archived ones. */
  list: (archived?: boolean) => Promise<T[]>;
  /** Clone, archive/restore and bulk actions (kinds that have them). */
  ops?: EntityOps;
  create?: (input: Record<string, unknown>) => Promise<T>;
  update?: (id: string, input: Record<string, unknown>) => Promise<T>;
  remove?: (id: string) => Promise<unknown>;
  columns: ColumnDef<T, any>[];
  /** More for one selected entity (a ZIP upload, a delivery log…). */
  details?: (item: T, reload: () => void) => ReactNode;
  label?: (item: T) => string;
  /** Updates send every field (a set-or-replace operation), not only the changed ones. */
  sendAll?: boolean;
  /** The empty list's next step ("No campaigns yet — create one"). */
  empty?: string;
  /** Values of a new entity's form (e.g. from a template). */
  initial?: Record<string, unknown>;
  /** Above a new entity's form (a template picker): fills the form, or creates the entity itself. */
  starter?: (apply: (values: Record<string, unknown>) => void, created: (item: T) => void) => ReactNode;
}

/** What a screen adds around the list: statistics columns, row actions, a tool bar. */
export interface EntityExtras<T> {
  /** Extra columns (statistics…); `archived`: the archived view's (statistics kept, no on/off switch). */
  columns?: (reload: () => void, archived: boolean) => ColumnDef<T, any>[];
  /** A row under the list (its totals), given the rows shown and the table's columns. */
  footer?: (shown: T[], columns: FooterColumn[]) => ReactNode;
  /** Name columns resizable, their widths kept (useColumnWidths). */
  widths?: { widths: Record<string, number>; setWidth: (column: string, width: number | null) => void };
  actions?: (item: T, reload: () => void) => ReactNode;
  /** More in a live row's "⋯" menu (a campaign's Update costs). */
  more?: (item: T, reload: () => void) => ReactNode;
  /** More in the bulk bar, for the rows ticked (a campaign's Update costs). */
  bulk?: (items: T[], reload: () => void) => ReactNode;
  toolbar?: ReactNode;
  /** Rows shown (a search); all when absent. */
  filter?: (item: T) => boolean;
  /** Called after a save or delete (e.g. to reload statistics). */
  onChange?: () => void;
  /** Changes when what the extra columns read changed (statistics arrived): the table reads its cells again. */
  revision?: unknown;
}
