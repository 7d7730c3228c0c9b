/**
 * A round explains itself and anyone can verify it: on a phone, "Why this pairing?" opens under
 * a table in one tap and says why in players' words; the verify page runs the pairing rules in
 * the browser on the round's proof and says it is the rules' pairing.
 */
import { expect, test } from "@playwright/test";
import { apiSignUp } from "./helpers";

test("a phone taps Why this pairing?, and the verify page says verified", async ({ page, request }) => {
  test.setTimeout(120_000);
  const org = await apiSignUp(request, "Explainer");
  const created = await request.post("/api/v1/events", {
    headers: org.headers,
    data: { name: "Yavin Weekly", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0, randomSeed: "e2e-explain" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const E = `/api/v1/events/${id}`;
  const names = ["Kim", "Lee", "Max", "Noa", "Ori", "Pat", "Quin"];
  expect((await request.post(`${E}/players`, { headers: org.headers, data: { players: names.map((name) => ({ name })) } })).status()).toBe(201);

  // Round 1, results (varied, so round 2 has score groups and a float), round 2.
  const r1 = await request.post(`${E}/rounds`, { headers: org.headers });
  expect(r1.status()).toBe(201);
  const round1 = (await r1.json()) as { matches: { id: string; playerB: unknown }[] };
  const outcomes = [["A", "A"], ["A", "B"], ["B", "draw"]] as const;
  for (const [i, m] of round1.matches.filter((x) => x.playerB).entries()) {
    const [g1, g2] = outcomes[i % outcomes.length]!;
    const saved = await request.put(`${E}/matches/${m.id}/result`, { headers: org.headers, data: { games: [{ result: g1 }, { result: g2 }] } });
    expect(saved.status()).toBe(200);
  }
  expect((await request.post(`${E}/rounds`, { headers: org.headers })).status()).toBe(201);

  await page.goto(`/events/${id}/pairings`);
  const firstTable = page.locator("li").filter({ hasText: "Why this pairing?" }).first();
  await firstTable.getByText("Why this pairing?").tap();
  // The table's reasons in words: its score group or float, and the dark side's coin.
  await expect(firstTable.getByText(/points/).first()).toBeVisible();
  await expect(firstTable.getByText(/plays the dark side in game 1 by a recorded coin flip/)).toBeVisible();
  // The bye says why it went there.
  const bye = page.locator("li").filter({ hasText: "No opponent" });
  await bye.getByText("Why this pairing?").tap();
  await expect(bye.getByText(/has the bye: the lowest-ranked player who has not had one/)).toBeVisible();

  await page.getByRole("link", { name: /Verify Round 2/ }).tap();
  await expect(page.getByTestId("verdict")).toHaveText("Verified — this is the pairing the rules give.");
  await expect(page.getByTestId("optimality")).toContainText("No pairing is better");
});
