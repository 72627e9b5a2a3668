import sharp from 'sharp';
const files = ['hero/home-960.avif', 'blog/productivity-boost-800.avif', 'blog/ai-agents-guide-800.avif', 'blog/ai-transformation-model-800.avif', 'blog/ai-guide-for-nepali-professionals-800.avif', 'blog/nepali-businesses-automation-800.avif'];
const tiles = await Promise.all(files.map((f) => sharp(`public/media/${f}`).resize(720, 405).png().toBuffer()));
await sharp({ create: { width: 1460, height: 1250, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % 2) * 740, top: Math.floor(i / 2) * 420 })))
  .png().toFile('/tmp/ft/sheet.png');
const sq = ['avatars/sujata-karki-192.webp', 'avatars/bibek-thapa-192.webp', 'avatars/rupantaran-team-192.webp', 'team/founder-320.webp'];
const t2 = await Promise.all(sq.map((f) => sharp(`public/media/${f}`).resize(192, 192).png().toBuffer()));
const icons = ['apple-touch-icon.png', 'icon-192.png'];
const t3 = await Promise.all(icons.map((f) => sharp(`public/${f}`).resize(192, 192).png().toBuffer()));
await sharp({ create: { width: 1260, height: 212, channels: 3, background: '#fff' } })
  .composite([...t2, ...t3].map((input, i) => ({ input, left: i * 210, top: 10 })))
  .png().toFile('/tmp/ft/sheet2.png');
