"use client";

import { useEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a field the way typing would, so React's controlled fields see the change too. */
function restore(form: HTMLFormElement, name: string, value: string) {
  const fields = [...form.elements].filter((el): el is Field => "name" in el && (el as Field).name === name);
  for (const el of fields) {
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
      if (el.value === value && !el.checked) el.click();
      continue;
    }
    if (el instanceof HTMLInputElement && el.type === "hidden") continue;
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Keeps what was typed into a form in this browser (localStorage) until it is sent, so a reload
 * or a dropped connection on event day loses nothing. Returns the ref for the <form>.
 */
export function useFormDraft(key: string, { skip = [] as string[] } = {}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    try {
      const saved = JSON.parse(window.localStorage.getItem(key) ?? "null") as Record<string, string> | null;
      if (saved) for (const [name, value] of Object.entries(saved)) if (!skip.includes(name)) restore(form, name, value);
    } catch {
      window.localStorage.removeItem(key);
    }
    const save = () => {
      const data: Record<string, string> = {};
      for (const [name, value] of new FormData(form)) if (typeof value === "string" && !skip.includes(name)) data[name] = value;
      window.localStorage.setItem(key, JSON.stringify(data));
    };
    // Sent: the server keeps the values of a refused form, so the draft is no longer needed.
    const clear = () => window.localStorage.removeItem(key);
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    form.addEventListener("submit", clear);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
      form.removeEventListener("submit", clear);
    };
    // The key and skipped names are constants of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ref;
}
