const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a UUID as the database makes them (a malformed id is treated as not found). */
export function isUuid(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}
