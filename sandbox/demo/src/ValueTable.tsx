/** A two-column table of named values; `undefined` is shown as a dash so nothing reads "undefined". */
export function ValueTable({ caption, values }: { caption: string; values: Record<string, unknown> }) {
  return (
    <table className="demo-values">
      <caption>{caption}</caption>
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>
                {value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)}
              </code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
