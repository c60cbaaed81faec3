/** Case-insensitive "contains" over several fields; a blank query matches everything. */
export function matchesQuery(
  query: string,
  fields: ReadonlyArray<string | number | null | undefined>,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some(
    (field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle),
  );
}
