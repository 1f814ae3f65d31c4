import { formatNumber } from '@console/rules/format';
import { Button, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@console/ui';
import { useId, useState } from 'react';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartTableProps {
  caption: string;
  /** Column heading of the first column, e.g. "Week starting". */
  rowHeader: string;
  rowLabels: readonly string[];
  series: readonly ChartSeries[];
}

/** The numbers of a chart as a table: the chart's text alternative, shown on request. */
export function ChartTable({ caption, rowHeader, rowLabels, series }: ChartTableProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="link" size="sm" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>
      <div id={regionId} hidden={!open} className="max-h-96 overflow-auto">
        {open && (
          <Table>
            <TableCaption>{caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{rowHeader}</TableHead>
                {series.map((s) => (
                  <TableHead key={s.label} scope="col" className="text-right">
                    {s.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rowLabels.map((label, row) => (
                <TableRow key={label}>
                  <TableHead scope="row" className="font-normal">
                    {label}
                  </TableHead>
                  {series.map((s) => (
                    <TableCell key={s.label} className="text-right tabular-nums">
                      {formatNumber(s.values[row] ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
