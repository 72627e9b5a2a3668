import sharp from 'sharp';
import { avatars } from './art/avatars.ts';
const parts: sharp.OverlayOptions[] = [];
let x = 10;
for (const [, fn] of Object.entries(avatars)) {
  const big = await sharp(Buffer.from(fn(1))).png().toBuffer();
  const masked = await sharp(big).composite([{ input: Buffer.from('<svg width="192" height="192"><circle cx="96" cy="96" r="96"/></svg>'), blend: 'dest-in' }]).png().toBuffer();
  parts.push({ input: big, left: x, top: 10 }, { input: masked, left: x, top: 220 }, { input: await sharp(masked).resize(48).png().toBuffer(), left: x, top: 430 });
  x += 210;
}
await sharp({ create: { width: 660, height: 490, channels: 4, background: '#ffffff' } }).composite(parts).png().toFile('/tmp/ft/av.png');
