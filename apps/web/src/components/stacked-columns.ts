import type { HTMLAttributes } from 'react';

interface LabelledColumn {
  title?: unknown;
  key?: unknown;
}

/**
 * Gives every cell its column's name (data-label), which the .stacked-table CSS shows before the
 * value when a narrow screen turns each row into a block: no sideways scrolling on a phone.
 */
export function withStackedLabels<Column extends LabelledColumn>(columns: Column[]): Column[] {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : String(column.key ?? '');
    return { ...column, onCell: () => ({ 'data-label': label }) as HTMLAttributes<HTMLElement> };
  });
}
