import { slugify } from './slugify.ts';

/**
 * The anchor of each section, from its heading: `Challenges and risks` → `challenges-and-risks`. A
 * heading with no Latin letters (Nepali) falls back to `section-N`; a repeated slug gets `-2`, `-3`.
 */
export function headingIds(headings: readonly string[], prefix = ''): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading, index) => {
    const base = slugify(heading) || `section-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${prefix}${count === 1 ? base : `${base}-${count}`}`;
  });
}

/**
 * A translated article's anchors: those of its English original, section by section, so
 * `/ne/blog/x#challenges` is the same section as `/blog/x#challenges` and a reworded Nepali heading
 * never breaks a shared link. Sections beyond the original's (not expected: a test keeps the two in
 * step) get their own.
 */
export function translatedHeadingIds(englishHeadings: readonly string[], count: number): string[] {
  const english = headingIds(englishHeadings);
  return Array.from({ length: count }, (_, index) => english[index] ?? `section-${index + 1}`);
}
