"use client";

import { useSyncExternalStore } from "react";
import { Field, errorProps, inputClass } from "@/components/forms/Field";

const noop = () => () => {};
let zones: string[] | undefined;
/** The browser's list (read once: a snapshot must stay the same array). */
const browserZones = () => (zones ??= ["UTC", ...Intl.supportedValuesOf("timeZone")]);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The event's time zone (IANA name): every date and time of the event is written in it. `value`
 * is the stored or typed one; without it (a new event) the browser's own zone is filled in. The
 * list is the browser's, so the server renders only the chosen zone (no mismatch on hydration).
 */
export function TimeZoneField({ value, error }: { value?: string; error?: string }) {
  const guessed = useSyncExternalStore(noop, browserZone, () => "UTC");
  const list = useSyncExternalStore(noop, browserZones, () => null);
  const chosen = value || guessed;
  const options = list ? (list.includes(chosen) ? list : [chosen, ...list]) : [chosen];
  return (
    <Field id="timeZone" label="Time zone" hint="Every date and time of the event is written in this zone." error={error}>
      <select id="timeZone" name="timeZone" defaultValue={chosen} key={`${chosen}${list ? "+" : ""}`} className={inputClass} {...errorProps("timeZone", error)}>
        {options.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll("_", " ")}
          </option>
        ))}
      </select>
    </Field>
  );
}
