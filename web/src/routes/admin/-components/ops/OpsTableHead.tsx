/** A cell of the ops tables: top-aligned, as a row's error or rebuild progress may wrap. */
export const opsCell = 'px-3 py-3 align-top';

/** The column headings of an ops table. */
export function OpsTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={opsCell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
