import { Fragment } from 'react';

/** Runs of Devanagari letters, with the spaces and punctuation between words of the same run. */
const devanagariRun = /([\u0900-\u097F]+(?:[\s\u200C\u200D]+[\u0900-\u097F]+)*)/;

/**
 * Marks the Devanagari words in an English sentence with lang="ne", so screen readers switch
 * voice and the browser picks a Nepali font (the stack falls back to a system Devanagari face).
 */
export function NepaliText({ text }: { text: string }) {
  const parts = text.split(devanagariRun);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang="ne">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
