import type { ReactNode } from "react";

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-slate-500 aria-[invalid=true]:border-red-600";

/** A labelled control with its hint and, when refused, the reason right beside it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-sm text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="whitespace-pre-line text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie an input to its Field's error message. */
export const errorProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
