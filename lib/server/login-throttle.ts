/**
 * Slows password guessing: after MAX_FAILURES wrong passwords for one email within WINDOW_MS,
 * that email's logins are refused (429) until the window passes. Kept per server process — a
 * speed bump for guessing, not an account lock-out (a right password later still works).
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const failures = new Map<string, number[]>();

function recent(email: string, now: number): number[] {
  const list = (failures.get(email) ?? []).filter((t) => now - t < WINDOW_MS);
  if (list.length) failures.set(email, list);
  else failures.delete(email);
  return list;
}

/** Seconds until this email may try again, or 0 when it may try now. */
export function loginWait(email: string, now = Date.now()): number {
  const list = recent(email, now);
  if (list.length < MAX_FAILURES) return 0;
  return Math.ceil((list[0]! + WINDOW_MS - now) / 1000);
}

export function recordLoginFailure(email: string, now = Date.now()): void {
  failures.set(email, [...recent(email, now), now]);
}

export function clearLoginFailures(email: string): void {
  failures.delete(email);
}
