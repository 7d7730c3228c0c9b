"use client";

import { useState, type InputHTMLAttributes } from "react";
import { formatMoney, readPrice } from "@/lib/words/money";

/**
 * A price input that shows, as it is typed, the amount as it will be charged ("€15.50") or why it
 * cannot be read: a decimal comma or an ambiguous "1,250" is seen before saving, not after.
 */
export function PriceInput({ currency, id, defaultValue, ...props }: { currency: string; id: string; defaultValue?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "defaultValue" | "onChange">) {
  const [text, setText] = useState(defaultValue ?? "");
  const read = readPrice(text);
  const describedBy = [props["aria-describedby"], `${id}-preview`].filter(Boolean).join(" ");
  return (
    <>
      <input {...props} id={id} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} aria-describedby={describedBy} />
      <span id={`${id}-preview`} aria-live="polite" data-testid="price-preview" className={`block text-sm ${read.kind === "refused" ? "text-amber-800" : "text-slate-700"}`}>
        {read.kind === "price" ? `Charged as ${formatMoney(read.cents, currency.trim().toUpperCase() || "USD")}` : read.kind === "refused" ? read.reason : ""}
      </span>
    </>
  );
}
