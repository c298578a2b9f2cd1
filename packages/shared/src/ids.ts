import { z } from 'zod';

/** A UUID as PostgreSQL writes it (any version), the id of projects, moodboards, renders and photos. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (a row id worth looking up). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A UUID path or form field, with the message the client shows when it is not one. */
export const uuidSchema = (message: string) => z.string().regex(UUID_PATTERN, message);
