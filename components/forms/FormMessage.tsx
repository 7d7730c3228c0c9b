import type { FormState } from "@/lib/web/form-state";

export function FormMessage({ state }: { state: FormState }) {
  if (!state.message) return null;
  const ok = state.ok === true;
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
    >
      {state.message}
    </p>
  );
}
