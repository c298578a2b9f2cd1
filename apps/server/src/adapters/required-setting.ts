/** A provider's setting that must be present once that provider is chosen; fails naming the variable. */
export function requiredSetting<T>(value: T | undefined, what: string): T {
  if (value === undefined || value === '') throw new Error(`AI provider configuration: ${what} is required`);
  return value;
}
