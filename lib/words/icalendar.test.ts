import { describe, expect, it } from "vitest";
import { icsCalendar } from "./icalendar";

/** A reader written apart from the writer: CRLF lines, unfolded, split into name, parameters and value. */
function parse(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
  const unfolded: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  return unfolded.map((line) => {
    const colon = line.indexOf(":");
    const [name, ...params] = line.slice(0, colon).split(";");
    return { name: name!, params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])), value: line.slice(colon + 1) };
  });
}

const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));

/** The lines between BEGIN:kind and its END, for each such component. */
function components(lines: ReturnType<typeof parse>, kind: string) {
  const out: ReturnType<typeof parse>[] = [];
  let current: ReturnType<typeof parse> | null = null;
  for (const l of lines) {
    if (l.name === "BEGIN" && l.value === kind) current = [];
    else if (l.name === "END" && l.value === kind) {
      out.push(current!);
      current = null;
    } else current?.push(l);
  }
  return out;
}
const prop = (c: ReturnType<typeof parse>, name: string) => c.filter((l) => l.name === name);

const now = new Date("2026-11-28T10:00:00Z");

describe("iCalendar feeds (RFC 5545)", () => {
  it("writes a weekly Berlin schedule as one event with its zone, RRULE (UNTIL in UTC) and a cancelled week as EXDATE", () => {
    const text = icsCalendar({
      name: "Echo Base Games",
      now,
      events: [
        {
          uid: "schedule-1@holonet",
          start: new Date("2027-01-05T18:00:00Z"),
          minutes: 180,
          timeZone: "Europe/Berlin",
          summary: "Tuesday Swiss",
          rule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T190000",
          exceptions: [new Date("2027-01-12T18:00:00Z")],
        },
      ],
    });
    const lines = parse(text);
    expect(lines[0]).toMatchObject({ name: "BEGIN", value: "VCALENDAR" });
    expect(prop(lines, "VERSION")[0]!.value).toBe("2.0");
    const [event] = components(lines, "VEVENT");
    expect(prop(event!, "DTSTART")[0]).toEqual({ name: "DTSTART", params: { TZID: "Europe/Berlin" }, value: "20270105T190000" });
    expect(prop(event!, "DTEND")[0]!.value).toBe("20270105T220000");
    // 19:00 in Berlin on 30 March 2027 is summer time: 17:00 UTC.
    expect(prop(event!, "RRULE")[0]!.value).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T170000Z");
    expect(prop(event!, "EXDATE")[0]).toEqual({ name: "EXDATE", params: { TZID: "Europe/Berlin" }, value: "20270112T190000" });
    expect(prop(event!, "DTSTAMP")[0]!.value).toBe("20261128T100000Z");
    // The zone's definition: summer time from the last Sunday of March 2027, 02:00.
    const [zone] = components(lines, "VTIMEZONE");
    expect(prop(zone!, "TZID")[0]!.value).toBe("Europe/Berlin");
    const daylight = components(zone!, "DAYLIGHT").map((d) => ({ start: prop(d, "DTSTART")[0]!.value, from: prop(d, "TZOFFSETFROM")[0]!.value, to: prop(d, "TZOFFSETTO")[0]!.value }));
    expect(daylight).toContainEqual({ start: "20270328T020000", from: "+0100", to: "+0200" });
    const standard = components(zone!, "STANDARD").map((d) => prop(d, "DTSTART")[0]!.value);
    expect(standard).toContain("20271031T030000");
  });

  it("escapes text, folds long lines at 75 octets without splitting a character, and marks a cancelled event", () => {
    const summary = "Galaxies, best of 3; \"Mos Eisley\" \\ night\nsecond line — Ünïcødé ".repeat(3);
    const text = icsCalendar({ name: "Me; my events", now, events: [{ uid: "e@holonet", start: new Date("2026-12-01T18:00:00Z"), minutes: 60, timeZone: "UTC", summary, location: "Echo Base, Berlin", cancelled: true }] });
    const lines = parse(text);
    const [event] = components(lines, "VEVENT");
    expect(unescape(prop(event!, "SUMMARY")[0]!.value)).toBe(summary);
    expect(prop(event!, "SUMMARY")[0]!.value).toContain("Galaxies\\, best of 3\\; ");
    expect(unescape(prop(event!, "LOCATION")[0]!.value)).toBe("Echo Base, Berlin");
    expect(prop(event!, "STATUS")[0]!.value).toBe("CANCELLED");
    expect(unescape(prop(lines, "X-WR-CALNAME")[0]!.value)).toBe("Me; my events");
    expect(text.split("\r\n").some((l) => l.startsWith(" "))).toBe(true);
    // UTC has no changes of the clocks: one STANDARD observance at +0000.
    const [zone] = components(lines, "VTIMEZONE");
    expect(components(zone!, "STANDARD")).toHaveLength(1);
    expect(prop(components(zone!, "STANDARD")[0]!, "TZOFFSETTO")[0]!.value).toBe("+0000");
  });
});
