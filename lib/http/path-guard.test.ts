import { describe, expect, it } from "vitest";
import { pathGuard } from "./path-guard";

describe("pathGuard", () => {
  it("refuses paths that are not valid percent-encoded UTF-8 with 400 (Next.js would answer 500)", async () => {
    for (const path of ["/events/%E0%A4%A", "/events/abc%ZZ/manage", "/events/%ED%A0%80", "/events/%"]) expect(pathGuard(path)?.status, path).toBe(400);
    const api = pathGuard("/api/v1/events/%E0%A4%A/rounds/1")!;
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { code: "invalid_input", message: "The address is not valid percent-encoded UTF-8." } });
  });

  it("answers 404 for a segment that decodes to a control character such as NUL", async () => {
    expect(pathGuard("/events/%00")?.status).toBe(404);
    expect(((await pathGuard("/api/v1/events/a%1Fb")!.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("lets every other path through", () => {
    for (const path of ["/", "/events/cmabc123/manage", "/events/x/standings.csv", "/api/v1/events/x/rounds/2", "/caf%C3%A9", "/%F0%9F%83%8F"]) expect(pathGuard(path), path).toBeNull();
  });
});
