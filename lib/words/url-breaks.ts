/**
 * A printed URL's pieces, each to stay on one line: the URL may wrap only after a slash ("//"
 * kept whole), never mid-word — a reader copying it from a wall must not guess where a line
 * break fell ("pairing/s").
 */
export function urlPieces(url: string): string[] {
  return url.split(/(?<=\/)(?!\/)/).filter((p) => p !== "");
}
