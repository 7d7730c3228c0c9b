/** Dark side / light side markers: colour plus text, never colour alone. */
export function SideMark({ side, label }: { side: "dark" | "light"; label?: string }) {
  const dark = side === "dark";
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-bold ${dark ? "bg-red-700 text-white" : "bg-blue-700 text-white"}`}
      title={dark ? "Dark side" : "Light side"}
    >
      {label ?? (dark ? "DS" : "LS")}
    </span>
  );
}
