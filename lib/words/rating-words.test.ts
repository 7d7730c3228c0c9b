import { expect, it } from "vitest";
import { changeText, expectedText, kText, ratingText, scoreText } from "./rating-words";

it("shows ratings whole and changes signed to one decimal", () => {
  expect([1499.5, 1516.04, 1468.7].map(ratingText)).toEqual(["1500", "1516", "1469"]);
  expect([8, -7.66, 0, -0.01, 0.04].map(changeText)).toEqual(["+8.0", "−7.7", "±0.0", "±0.0", "±0.0"]);
  expect(expectedText(0.7597)).toBe("0.76");
  expect([1, 0.5, 0, 2 / 3].map(scoreText)).toEqual(["1 (won)", "½ (drawn)", "0 (lost)", "0.67"]);
  expect([16, 32, 12.5].map(kText)).toEqual(["16", "32", "12.5"]);
});
