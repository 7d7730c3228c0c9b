/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: places as people say them. */
export function ordinal(n: number): string {
  const suffix = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${suffix[(v - 20) % 10] ?? suffix[v] ?? suffix[0]}`;
}
