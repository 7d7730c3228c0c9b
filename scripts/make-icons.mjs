/**
 * `node scripts/make-icons.mjs`: renders the app's icons (public/icons/) from one SVG drawing.
 * "any" icons keep a transparent corner; "maskable" ones fill the square and keep the mark inside
 * the central 80 % safe zone, so a launcher's circle or squircle never cuts it.
 */
import sharp from "sharp";
import { mkdir } from "node:fs/promises";

const BG = "#0f172a";
const MARK = "#f59e0b";
const mark = (scale) => {
  const c = 256;
  const r = 150 * scale;
  // A ring and a diamond: a holo-disc, legible at 48 px.
  return `<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${MARK}" stroke-width="${36 * scale}"/>
  <path d="M${c} ${c - 88 * scale} L${c + 88 * scale} ${c} L${c} ${c + 88 * scale} L${c - 88 * scale} ${c} Z" fill="${MARK}"/>`;
};
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${BG}"/>${mark(1)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${BG}"/>${mark(0.72)}</svg>`;

await mkdir("public/icons", { recursive: true });
const out = [
  [any, 192, "icon-192.png"],
  [any, 512, "icon-512.png"],
  [maskable, 192, "maskable-192.png"],
  [maskable, 512, "maskable-512.png"],
  [maskable, 180, "apple-touch-icon.png"],
];
for (const [svg, size, name] of out) await sharp(Buffer.from(svg)).resize(size, size).png().toFile(`public/icons/${name}`);
console.log(`wrote ${out.length} icons to public/icons/`);
