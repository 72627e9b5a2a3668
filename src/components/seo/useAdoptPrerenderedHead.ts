import { useLayoutEffect } from 'react';

const startMarker = 'prerendered-head';
const endMarker = '/prerendered-head';

/** The head tags the prerender wrote, captured before React hydrates and adds its own. */
function capturePrerenderedHead(): Element[] {
  if (typeof document === 'undefined') return [];
  const nodes = Array.from(document.head.childNodes);
  const isMarker = (node: ChildNode, text: string) =>
    node.nodeType === Node.COMMENT_NODE && node.nodeValue === text;
  const start = nodes.findIndex((node) => isMarker(node, startMarker));
  const end = nodes.findIndex((node) => isMarker(node, endMarker));
  if (start === -1 || end < start) return [];
  nodes[start]?.remove();
  nodes[end]?.remove();
  return nodes.slice(start + 1, end).filter((node): node is Element => node instanceof Element);
}

let prerendered = capturePrerenderedHead();

/**
 * React 19 adopts a prerendered <title> during hydration but inserts fresh copies of <meta> and <link>
 * tags that sit in <head> outside the hydration root. Once React has committed its tags, drop each
 * prerendered tag that now has a twin, so every page keeps exactly one of each.
 */
export function useAdoptPrerenderedHead(): void {
  useLayoutEffect(() => {
    // A page is interactive once it has committed: tests (and curious developers) can wait for this.
    document.documentElement.dataset.hydrated = 'true';
    if (prerendered.length === 0) return;
    const captured = new Set<Element>(prerendered);
    const live = new Set(
      Array.from(document.head.children)
        .filter((element) => !captured.has(element))
        .map((element) => element.outerHTML),
    );
    for (const element of prerendered) if (live.has(element.outerHTML)) element.remove();
    prerendered = [];
  }, []);
}
