/**
 * The Rupantaran mark on a 24 x 24 grid (the MUI SvgIcon default viewBox): a geometric "R" with a
 * small four-point spark, the "AI" that sets the transformation going. Strokes are about 4 units
 * thick so the letter stays legible at 16 px. The paths are exported unchanged into
 * src/content/media-manifest.ts, so the header logo and the favicons are always the same shape.
 */
export const markViewBox = '0 0 24 24';

/** The letter: stem and bowl (the counter is wound the other way, so it stays open) plus the leg. */
export const markLetterPath =
  'M2.5 4H11.5A5.5 5.5 0 0 1 11.5 15H6.5V22H2.5Z' +
  'M6.5 7.8V11.2H11.5A1.7 1.7 0 0 0 11.5 7.8Z' +
  'M8.6 13.6H13.2L18.6 22H14Z';

/** The spark, drawn in the accent colour. */
export const markSparkPath =
  'M18.8 1.4Q19.3 4.3 22.2 4.8Q19.3 5.3 18.8 8.2Q18.3 5.3 15.4 4.8Q18.3 4.3 18.8 1.4Z';
