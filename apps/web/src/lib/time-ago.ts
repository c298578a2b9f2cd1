const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 hours ago", "yesterday", "just now": how long ago an ISO time was, in words (`locale`: the reader's, by default the browser's). */
export function timeAgo(iso: string, now = Date.now(), locale?: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // English says it as the spec does; other languages their own way ("agora", "たった今" is "今").
  if (Math.abs(seconds) < 60) return !locale || locale.startsWith('en') ? 'just now' : format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return !locale || locale.startsWith('en') ? 'just now' : format.format(0, 'second');
}
