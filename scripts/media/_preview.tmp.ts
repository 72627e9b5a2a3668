import sharp from 'sharp';
const [file, fn] = [process.argv[2]!, process.argv[3]!];
const mod = await import(file);
const svg: string = mod[fn](Number(process.argv[5] ?? 1));
await sharp(Buffer.from(svg)).png().toFile(process.argv[4] ?? '/tmp/ft/p.png');
