import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../i18n';
import { ResizeHandle } from './column-resize';
import './table.css';

/** `phone: false`: the column steps aside on a phone (≤ 640 px) so the essential ones fit. */
type Meta = { numeric?: boolean; truncate?: boolean; phone?: boolean } | undefined;
const classOf = (meta: unknown) =>
  [(meta as Meta)?.numeric && 'num', (meta as Meta)?.phone === false && 'phone-hidden'].filter(Boolean).join(' ') ||
  undefined;
/** Name columns (id `name`, or `meta.truncate`) keep one line, cut with "…", the whole text in the title. */
const truncates = (column: { id: string; columnDef: { meta?: unknown } }) =>
  column.id === 'name' || Boolean((column.columnDef.meta as Meta)?.truncate);

/** A name column's cells take the width there is, unless the user set one (table.css). */
const cellClass = (column: { id: string; columnDef: { meta?: unknown } }, width: number | undefined) =>
  truncates(column) && !width
    ? [classOf(column.columnDef.meta), 'name-col'].filter(Boolean).join(' ')
    : classOf(column.columnDef.meta);

/** A column as a footer row lines its cells up with it. */
export type FooterColumn = { id: string; className?: string };

/** A name column's width the user dragged it to (desktop only: a phone keeps its own, see table.css). */
const sized = (width: number | undefined): CSSProperties | undefined =>
  width ? ({ '--name-width': `${width}px` } as CSSProperties) : undefined;

/**
 * A sortable table (TanStack Table) with an accessible caption. Name columns are resizable when
 * `widths` is given (drag the header's edge, or its arrow keys); `footer` adds a row under the body
 * (a list's totals), given the columns shown.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  empty,
  rowClassName,
  footer,
  widths,
  onWidth,
}: {
  data: T[];
  columns: ColumnDef<T, any>[];
  caption: string;
  empty?: string;
  rowClassName?: (row: T) => string;
  footer?: (columns: FooterColumn[]) => ReactNode;
  widths?: Record<string, number>;
  onWidth?: (column: string, width: number | null) => void;
}) {
  const { t } = useT();
  const [sorting, setSorting] = useState<SortingState>([]);
  // A width being dragged (or just set) wins over the saved one until the saved one follows.
  const [live, setLive] = useState<Record<string, number>>({});
  const width = (column: string): number | undefined => live[column] ?? widths?.[column];
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <table className="data">
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  className={classOf(header.column.columnDef.meta)}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {onWidth && truncates(header.column) && (
                    <ResizeHandle
                      width={width(header.column.id)}
                      onMove={(w) => setLive((l) => ({ ...l, [header.column.id]: w }))}
                      onDone={(w) => {
                        setLive(({ [header.column.id]: _, ...rest }) =>
                          w === null ? rest : { ...rest, [header.column.id]: w },
                        );
                        onWidth(header.column.id, w);
                      }}
                    />
                  )}
                  {header.column.getCanSort() ? (
                    <button type="button" className="link" onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty ?? t('table.empty')}
            </td>
          </tr>
        )}
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row.original) || undefined}>
            {row.getVisibleCells().map((cell) => {
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              const value = cell.getValue();
              return (
                <td key={cell.id} className={cellClass(cell.column, width(cell.column.id))}>
                  {truncates(cell.column) ? (
                    <div
                      className={width(cell.column.id) ? 'name-cell sized' : 'name-cell'}
                      style={sized(width(cell.column.id))}
                      title={value == null ? undefined : String(value)}
                    >
                      {content}
                    </div>
                  ) : (
                    content
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer && table.getRowModel().rows.length > 0 && (
        <tfoot>
          {footer(
            table
              .getVisibleLeafColumns()
              .map((column) => ({ id: column.id, className: classOf(column.columnDef.meta) })),
          )}
        </tfoot>
      )}
    </table>
  );
}
