/** Terms and their values, two columns that read well on a phone (numbers in tabular figures). */
export function StatList({ rows, testId }: { rows: [string, string][]; testId?: string }) {
  return (
    <dl className="stat-list" data-testid={testId}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd className="num">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
