import { seeded } from './lib/random.ts';
import { ridgeLine } from './lib/ridges.ts';
const res: [number, number, number][] = [];
for (let s = 1; s < 200; s++) {
  const r = seeded(s);
  const pts = ridgeLine(r, { width: 1600, baseY: 560, amplitude: 300, peaks: 3, roughness: 0.5 });
  const mid = pts.filter((p) => p.x > 600 && p.x < 1000).reduce((b, p) => (p.y < b.y ? p : b), { x: 0, y: 9999 });
  const sunBlock = pts.filter((p) => p.x > 1080 && p.x < 1240).reduce((b, p) => (p.y < b.y ? p : b), { x: 0, y: 9999 });
  res.push([s, Math.round(mid.y), Math.round(sunBlock.y)]);
}
console.log(res.filter(([, m, s]) => m < 300 && s > 440).slice(0, 10));
