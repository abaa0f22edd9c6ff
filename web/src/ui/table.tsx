import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useT } from '../i18n';

/** `phone: false`: the column steps aside on a phone (≤ 640 px) so the essential ones fit. */
type Meta = { numeric?: boolean; truncate?: boolean; phone?: boolean } | undefined;
const classOf = (meta: unknown) =>
  [(meta as Meta)?.numeric && 'num', (meta as Meta)?.phone === false && 'phone-hidden'].filter(Boolean).join(' ') ||
  undefined;
/** Name columns (id `name`, or `meta.truncate`) keep one line, cut with "…", the whole text in the title. */
const truncates = (column: { id: string; columnDef: { meta?: unknown } }) =>
  column.id === 'name' || Boolean((column.columnDef.meta as Meta)?.truncate);

/** A sortable table (TanStack Table) with an accessible caption. */
export function DataTable<T>({
  data,
  columns,
  caption,
  empty,
  rowClassName,
}: {
  data: T[];
  columns: ColumnDef<T, any>[];
  caption: string;
  empty?: string;
  rowClassName?: (row: T) => string;
}) {
  const { t } = useT();
  const [sorting, setSorting] = useState<SortingState>([]);
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
                <td key={cell.id} className={classOf(cell.column.columnDef.meta)}>
                  {truncates(cell.column) ? (
                    <div className="name-cell" title={value == null ? undefined : String(value)}>
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
    </table>
  );
}
