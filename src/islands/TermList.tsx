/** Terms with their values (a voucher's terms, a coin record): a description list, each pair in a row of its own. */
import type { ReactNode } from 'react';

export function TermList({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
