/**
 * Styles that hide text visually but keep it for screen readers (e.g. "Step 1: " before a step title).
 * Lengths are strings on purpose: in `sx`, `width: 1` would mean 100% and `margin: -1` a spacing unit.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
