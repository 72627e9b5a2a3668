/**
 * A faint "connected nodes" motif: scattered points joined to their nearest neighbours. Each node
 * also gets an orbit, so the same network can be drawn at any animation phase in [0, 1) and
 * returns exactly to its start at phase 1.
 */
import type { Random } from './random.ts';
import { n } from './svg.ts';

export interface NetworkNode {
  x: number;
  y: number;
  radius: number;
  orbitX: number;
  orbitY: number;
  /** Offset into the loop, 0..1. */
  offset: number;
  /** Whole number of orbits per loop (whole so the loop closes). */
  turns: number;
  brightness: number;
}

export interface Network {
  nodes: NetworkNode[];
  edges: [number, number][];
}

export interface NetworkOptions {
  width: number;
  height: number;
  count: number;
  /** Relative density at a point, 0..1; lets a composition keep areas clear. */
  density: (x: number, y: number) => number;
  minDistance: number;
  maxEdge: number;
  neighbours?: number;
  orbit?: number;
}

export function buildNetwork(random: Random, options: NetworkOptions): Network {
  const { width, height, count, density, minDistance, maxEdge, neighbours = 2, orbit = 0 } = options;
  const nodes: NetworkNode[] = [];
  for (let attempt = 0; attempt < count * 60 && nodes.length < count; attempt++) {
    const x = random.range(0, width);
    const y = random.range(0, height);
    if (random.next() > density(x, y)) continue;
    if (nodes.some((node) => Math.hypot(node.x - x, node.y - y) < minDistance)) continue;
    nodes.push({
      x,
      y,
      radius: random.range(1.4, 3.4),
      orbitX: orbit * random.range(0.4, 1),
      orbitY: orbit * random.range(0.4, 1),
      offset: random.next(),
      turns: random.next() < 0.7 ? 1 : -1,
      brightness: random.range(0.35, 1),
    });
  }
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  nodes.forEach((node, i) => {
    const nearest = nodes
      .map((other, j) => ({ j, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ j, distance }) => j !== i && distance <= maxEdge)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, neighbours);
    for (const { j } of nearest) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push(i < j ? [i, j] : [j, i]);
    }
  });
  return { nodes, edges };
}

export function nodePosition(node: NetworkNode, phase: number): { x: number; y: number } {
  const angle = 2 * Math.PI * (node.turns * phase + node.offset);
  return { x: node.x + node.orbitX * Math.cos(angle), y: node.y + node.orbitY * Math.sin(angle) };
}

export interface NetworkStyle {
  nodeColor: string;
  edgeColor: string;
  nodeOpacity: number;
  edgeOpacity: number;
  edgeWidth: number;
  /** Multiplies every node radius (canvas units). */
  scale?: number;
}

export function networkMarkup(network: Network, phase: number, style: NetworkStyle): string {
  const positions = network.nodes.map((node) => nodePosition(node, phase));
  const edges = network.edges
    .map(([a, b]) => {
      const p = positions[a];
      const q = positions[b];
      return p && q ? `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}` : '';
    })
    .join('');
  const nodes = network.nodes
    .map((node, i) => {
      const p = positions[i];
      if (!p) return '';
      return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(node.radius * (style.scale ?? 1))}" fill-opacity="${n(
        style.nodeOpacity * node.brightness,
      )}"/>`;
    })
    .join('');
  return `<path d="${edges}" fill="none" stroke="${style.edgeColor}" stroke-opacity="${n(style.edgeOpacity)}" stroke-width="${n(
    style.edgeWidth,
  )}"/><g fill="${style.nodeColor}">${nodes}</g>`;
}
