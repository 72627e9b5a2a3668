/**
 * Lets the browser skip styling, layout and painting of a block while it is off screen (it still counts
 * for find-in-page, anchors and assistive technology). Long pages then lay out only their first screen
 * before the first paint. The intrinsic size is a placeholder height until the block has been rendered
 * once, after which the browser remembers the real one ('auto').
 */
export function renderWhenNearViewport(placeholderHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${placeholderHeight}px`,
  } as const;
}
