/**
 * Lets the browser skip styling, layout and painting of a block while it is off screen (it still counts
 * for find-in-page, anchors and assistive technology). Long pages then lay out only their first screen
 * before the first paint. The intrinsic height is a placeholder until the block has been rendered once,
 * after which the browser remembers the real one ('auto'). Only the height: a placeholder width would
 * be the skipped block's minimum width too, and in a grid it widened the column past a phone's screen.
 */
export function renderWhenNearViewport(placeholderHeight: number | { xs: string; md: string }) {
  return {
    contentVisibility: 'auto',
    containIntrinsicHeight:
      typeof placeholderHeight === 'number' ? `auto ${placeholderHeight}px` : placeholderHeight,
  } as const;
}
