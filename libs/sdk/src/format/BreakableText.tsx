import { Fragment } from 'react';

/**
 * Where a long e-mail address, web address, IP address, version or record id may wrap: after "@", "/" and ":", before
 * "." and "_" (the usual places a printer breaks them; and after "|", as in a merge tag's fallback), after each hyphen
 * of an id shaped 8-4-4-4-12, never inside a name. Each piece is its own text, so no piece is ever broken in half.
 */
export function breakPoints(text: string): string[] {
  return text
    .split(/(?<=[@/|])(?=[^/])|(?<=:)(?=[^/\d])|(?<=[a-f\d]:)(?=[a-f\d])|(?=[._](?=[^._]))|(?<=\b[a-f\d]{8}(?:-[a-f\d]{4}){0,3}-)(?=[a-f\d]{4})/i)
    .filter(Boolean);
}

/**
 * An e-mail address, a web address or any other long run of characters without spaces, drawn with `<wbr>` break
 * opportunities (breakPoints) so a narrow column wraps it at those places instead of splitting a word of it; numbers
 * joined by a hyphen inside it stay whole (WholeNumbers), as in a member log's "Mobile: (352) 555-0142". A `<wbr>` is
 * not copied with the text, so a copied address stays whole.
 */
export function BreakableText({ text }: { text: string }) {
  return (
    <>
      {breakPoints(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <WholeNumbers text={piece} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * Text whose numbers joined by a hyphen ("555-0100", "2026-11-28") stay on one line: the browser may break after a
 * hyphen, and "(352) 555- / 0100" reads as two numbers. The text still wraps at its spaces.
 */
export function WholeNumbers({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\d+(?:-\d+)+)/).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="text-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
