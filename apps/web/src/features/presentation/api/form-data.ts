/** A multipart body from plain fields (undefined skipped, arrays repeated). */
export function toFormData(fields: Record<string, string | number | string[] | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) form.append(key, v);
    else form.append(key, String(value));
  }
  return form;
}
