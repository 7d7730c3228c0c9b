import { expect, test, type Page } from "@playwright/test";
import { openManageTab, signUpInBrowser, uniqueEmail } from "./helpers";

/** Set SCREENSHOTS=1 to save phone screenshots of each page to test-results/. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/staff-${name}.png`, fullPage: true });
};

test("an organizer adds a judge, uploads a CSV of players, enters a deck list; refusals sit beside the field", async ({ page }) => {
  await signUpInBrowser(page, "Olga Organa");
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Event name").fill("Regional — Cloud City");
  await page.getByText("Formal", { exact: true }).click();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const manageUrl = page.url();

  // Players from a CSV file: read into the list box, checked, then added.
  const csv = "name,email\nKyle Katarn,kyle@example.org\nJan Ors,jan@example.org\n\"Organa, Leia\"\nMara Jade\nCorran Horn\n";
  await page.getByLabel("Upload a CSV file").setInputFiles({ name: "players.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("players.csv: 6 lines loaded below.")).toBeVisible();
  await expect(page.getByLabel("Paste a list")).toHaveValue(csv);
  await page.getByRole("button", { name: "Add all" }).click();
  await expect(page.getByText("5 players registered.")).toBeVisible();
  const list = page.getByTestId("player-list");
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await expect(list).toContainText("kyle@example.org");
  await expect(page.getByText("5 players still need them before round 1")).toBeVisible();
  await shot(page, "players");

  // Staff: a bad email and a playing leader are refused beside the field; a judge is invited.
  await openManageTab(page, "Staff");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.locator("#staff-email-error")).toHaveText("Enter a valid email address.");
  await page.getByLabel("Email").fill("jan@example.org");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.locator("#staff-email-error")).toContainText("Leaders cannot play in a Formal event: Jan Ors");
  const judgeEmail = uniqueEmail("judge");
  await page.getByLabel("Email").fill(judgeEmail);
  await page.getByLabel("Role").selectOption("judge");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`${judgeEmail} is invited as judge`)).toBeVisible();
  const staff = page.getByTestId("staff-list");
  await expect(staff.getByRole("listitem")).toHaveCount(2);
  await expect(staff).toContainText("Invited");
  await shot(page, "staff");

  // A deck list: ten objective sets needed; the reason sits beside the box.
  await page.goto(manageUrl);
  await page.getByTestId("player-list").getByRole("link", { name: /Kyle Katarn/ }).click();
  await page.waitForURL(/\/manage\/players\/[^/]+$/);
  const sets = (side: string, n: number) => Array.from({ length: n }, (_, i) => `${side} objective ${i + 1}`).join("\n");
  await page.getByLabel("Light side affiliation").fill("Smugglers and Spies");
  await page.getByLabel("Light side objective sets").fill(`The Hunt for Han Solo (#86)\n${sets("LS", 9)}`);
  await page.getByLabel("Dark side affiliation").fill("Scum and Villainy");
  await page.getByLabel("Dark side objective sets").fill(sets("DS", 9));
  await page.getByRole("button", { name: "Save deck lists" }).click();
  await expect(page.locator("#dark-objectiveSets-error")).toHaveText("The dark side deck needs at least 10 objective sets.");
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await page.getByLabel("Dark side objective sets").fill(sets("DS", 10));
  await page.getByRole("button", { name: "Save deck lists" }).click();
  await expect(page.getByText("Deck lists saved for Kyle Katarn.")).toBeVisible();
  await shot(page, "player");

  // Settings: the regulations' table for today's count, and the clear refusal outside it.
  await openManageTab(page, "Settings");
  const preview = page.getByTestId("structure-preview");
  await expect(preview.getByRole("status")).toContainText("3 Swiss rounds, no cut.");
  await expect(preview.locator('tr[aria-current="true"]')).toContainText("4–8");
  await shot(page, "settings");
  await page.getByText("Advanced", { exact: true }).click();
  await expect(preview.getByRole("status")).toContainText("The Advanced structure needs at least 9 players (5 registered); choose the Custom structure.");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  // History: newest first, who and what.
  await openManageTab(page, "History");
  const history = page.getByTestId("history").getByRole("listitem");
  await expect(history.first()).toContainText("Changed the event settings");
  await expect(history.first()).toContainText("basic");
  await expect(page.getByTestId("history")).toContainText("Entered the deck lists of Kyle Katarn");
  await expect(page.getByTestId("history")).toContainText(`Invited ${judgeEmail} as judge`);
  await expect(history.last()).toContainText("Created the event");
  await shot(page, "history");
});
