import { Link } from 'react-router';

export type BreakdownRow = {
  key: string;
  label: string;
  count: number;
  /** The list behind the count (none for a group no filter selects). */
  to: string | null;
};

/** A count per group, each count opening its list. */
export function BreakdownTable({ caption, groupHeader, rows }: { caption: string; groupHeader: string; rows: BreakdownRow[] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No requests were received in this range.</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">{groupHeader}</th>
          <th scope="col" className="py-2 text-right font-medium">Requests</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-3 text-left font-normal">{row.label}</th>
            <td className="py-2 text-right tabular-nums">
              {row.to ? (
                <Link to={row.to} aria-label={`${row.count} requests: ${row.label}`} className="font-medium underline-offset-4 hover:underline">
                  {row.count}
                </Link>
              ) : (
                row.count
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
