import { describe, expect, it } from "vitest";
import { isSafeHref, parseInline, plainText } from "./inline";

describe("parseInline", () => {
  it("reads strong, emphasis, code and links as styled runs", () => {
    expect(parseInline("**Result:** Aurra is defeated", "markdown")).toEqual([{ text: "Result:", style: "strong" }, { text: " Aurra is defeated" }]);
    expect(parseInline("*Star Wars*[™]: The Card Game", "markdown")).toEqual([{ text: "Star Wars", style: "em" }, { text: "[™]: The Card Game" }]);
    expect(parseInline("marked in **red**.*", "markdown")).toEqual([{ text: "marked in " }, { text: "red", style: "strong" }, { text: ".*" }]);
    expect(parseInline("*All marked in **red**.*", "markdown")).toEqual([{ text: "All marked in ", style: "em" }, { text: "red", style: "strong" }, { text: ".", style: "em" }]);
    expect(parseInline("use `2v2#5.7` here", "markdown")).toEqual([{ text: "use " }, { text: "2v2#5.7", style: "code" }, { text: " here" }]);
    expect(parseInline("[FFG](https://www.fantasyflightgames.com/x)", "markdown")).toEqual([{ text: "FFG", style: "link", href: "https://www.fantasyflightgames.com/x" }]);
    expect(parseInline("_held_ abilities, snake_case_name", "markdown")).toEqual([{ text: "held", style: "em" }, { text: " abilities, snake_case_name" }]);
  });

  it("leaves lone markers, escapes and plain mode alone", () => {
    expect(plainText(parseInline("* an asterisk indicates a change", "markdown"))).toBe("* an asterisk indicates a change");
    expect(plainText(parseInline("2 * 3 * 4", "markdown"))).toBe("2 * 3 * 4");
    expect(plainText(parseInline("\\*not emphasis\\*", "markdown"))).toBe("*not emphasis*");
    expect(parseInline("**as is**", "plain")).toEqual([{ text: "**as is**" }]);
    expect(parseInline("", "markdown")).toEqual([]);
  });

  it("keeps a link's target only when it is safe; markup stays text", () => {
    for (const href of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example/x", "vbscript:x"]) {
      expect(isSafeHref(href), href).toBe(false);
      expect(parseInline(`[click](${href})`, "markdown").some((r) => r.href !== undefined), href).toBe(false);
    }
    for (const href of ["https://example.org/a", "http://example.org", "mailto:judge@example.org", "/library/swg-tcg-rulebook", "#5.7"]) expect(isSafeHref(href), href).toBe(true);
    expect(parseInline("<b onmouseover=alert(1)>x</b>", "markdown")).toEqual([{ text: "<b onmouseover=alert(1)>x</b>" }]);
  });
});
