import sharp from 'sharp';
const [src, out, left, top, w, h] = process.argv.slice(2);
await sharp(src!).extract({ left: +left!, top: +top!, width: +w!, height: +h! }).png().toFile(out!);
