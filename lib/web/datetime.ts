/**
 * `<input type="datetime-local">` sends wall-clock time with no zone; the form also sends the
 * browser's offset (minutes, as Date#getTimezoneOffset) so the server can store UTC.
 * Returns undefined for an empty value and the raw text for one it cannot read (Zod refuses it).
 */
export function localToIso(local: string | undefined, offsetMinutes: string | undefined): string | undefined {
  if (!local?.trim()) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return local;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const offset = Number(offsetMinutes ?? 0) || 0;
  return new Date(Date.UTC(y, mo - 1, d, h, mi) + offset * 60_000).toISOString();
}
