import { Fragment } from "react";
import { urlPieces } from "@/lib/words/url-breaks";

/**
 * A URL for people to read and type: it wraps after a slash, never mid-word; only a piece wider
 * than the whole line is broken (overflow-wrap), so nothing runs off a narrow column.
 */
export function PrintedUrl({ url, className = "", testId, inline = false }: { url: string; className?: string; testId?: string; inline?: boolean }) {
  const Tag = inline ? "span" : "p";
  return (
    <Tag className={`font-mono break-words ${className}`} data-testid={testId}>
      {urlPieces(url).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{piece}</span>
        </Fragment>
      ))}
    </Tag>
  );
}
