/**
 * A sentence that names moments (`2026-11-28 21:27`, as the server writes them): each moment is kept
 * on one line, so a narrow dialog does not break a date at its hyphen ("2026-" / "11-28").
 */
const MOMENT = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?: UTC)?)/;

export function WholeTimes({ text }: { text: string }) {
  const parts = text.split(MOMENT);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
