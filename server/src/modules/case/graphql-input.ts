/** GraphQL input (camelCase, absent fields undefined) onto the services' legacy field names (snake_case). */
export function toServiceInput(input: object, renames: Record<string, string> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[renames[key] ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}
