import sharp from 'sharp';
const text = 'Rupantaran AI — AI automation, training &amp; consulting for Nepal 0123456789 ÀÉ?!';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="300"><rect width="100%" height="100%" fill="#fff"/>
<text x="20" y="100" font-family="Plus Jakarta Sans" font-weight="800" font-size="50">${text}</text>
<text x="20" y="200" font-family="Plus Jakarta Sans" font-weight="300" font-size="50">${text}</text></svg>`;
await sharp(Buffer.from(svg)).png().toFile(process.argv[2]!);
