/**
 * Minimal WOFF2 → TrueType decoder (W3C WOFF2 §4–5), enough for the fontsource Plus Jakarta Sans
 * files. librsvg only finds fonts through fontconfig, and the bundled FreeType cannot read WOFF2,
 * so the brand font is unpacked to a temporary .ttf before any text is rendered. Brotli comes
 * from node:zlib; the glyf/loca and hmtx transforms are reversed here.
 */
import { brotliDecompressSync } from 'node:zlib';

const knownTags = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
] as const;

/** Sequential big-endian reader over one byte range. */
class Reader {
  constructor(
    private readonly bytes: Buffer,
    public offset = 0,
  ) {}

  u8(): number {
    const value = this.bytes.readUInt8(this.offset);
    this.offset += 1;
    return value;
  }

  u16(): number {
    const value = this.bytes.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  i16(): number {
    const value = this.bytes.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  u32(): number {
    const value = this.bytes.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  take(length: number): Buffer {
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    if (slice.length !== length) throw new Error('woff2: read past end of stream');
    this.offset += length;
    return slice;
  }

  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('woff2: UIntBase128 longer than 5 bytes');
  }

  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

interface TableEntry {
  tag: string;
  transformed: boolean;
  origLength: number;
  storedLength: number;
  data: Buffer;
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

interface GlyfResult {
  glyf: Buffer;
  loca: Buffer;
  xMins: number[];
}

const withSign = (flag: number, base: number): number => (flag & 1 ? base : -base);

/** Decodes one point's delta from the WOFF2 "triplet" encoding (spec §5.2, table 1). */
function readTriplet(flag: number, glyphs: Reader): { dx: number; dy: number } {
  if (flag < 10) return { dx: 0, dy: withSign(flag, ((flag & 14) << 7) + glyphs.u8()) };
  if (flag < 20) return { dx: withSign(flag, (((flag - 10) & 14) << 7) + glyphs.u8()), dy: 0 };
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = glyphs.u8();
    return {
      dx: withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4)),
      dy: withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)),
    };
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const [b1, b2] = [glyphs.u8(), glyphs.u8()];
    return {
      dx: withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + b1),
      dy: withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b2),
    };
  }
  if (flag < 124) {
    const [b1, b2, b3] = [glyphs.u8(), glyphs.u8(), glyphs.u8()];
    return { dx: withSign(flag, (b1 << 4) + (b2 >> 4)), dy: withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3) };
  }
  const [b1, b2, b3, b4] = [glyphs.u8(), glyphs.u8(), glyphs.u8(), glyphs.u8()];
  return { dx: withSign(flag, (b1 << 8) + b2), dy: withSign(flag >> 1, (b3 << 8) + b4) };
}

/** Reads the component records of a composite glyph; reports whether instructions follow. */
function readComposite(composite: Reader): { bytes: Buffer; hasInstructions: boolean } {
  const start = composite.offset;
  let hasInstructions = false;
  let more = true;
  while (more) {
    const flags = composite.u16();
    composite.u16(); // component glyph index
    let argBytes = flags & 0x0001 ? 4 : 2;
    if (flags & 0x0008) argBytes += 2;
    else if (flags & 0x0040) argBytes += 4;
    else if (flags & 0x0080) argBytes += 8;
    composite.take(argBytes);
    if (flags & 0x0100) hasInstructions = true;
    more = (flags & 0x0020) !== 0;
  }
  const length = composite.offset - start;
  composite.offset = start;
  return { bytes: Buffer.from(composite.take(length)), hasInstructions };
}

function encodeSimpleGlyph(
  endPoints: number[],
  points: Point[],
  instructions: Buffer,
  bbox: [number, number, number, number],
  overlap: boolean,
): Buffer {
  // Every coordinate is written as a plain int16 delta: larger than optimal, but simple and valid.
  const size = 10 + endPoints.length * 2 + 2 + instructions.length + points.length * 5;
  const out = Buffer.alloc(size);
  let o = out.writeInt16BE(endPoints.length, 0);
  for (const value of bbox) o = out.writeInt16BE(value, o);
  for (const end of endPoints) o = out.writeUInt16BE(end, o);
  o = out.writeUInt16BE(instructions.length, o);
  o += instructions.copy(out, o);
  points.forEach((point, index) => {
    out[o++] = (point.onCurve ? 0x01 : 0) | (overlap && index === 0 ? 0x40 : 0);
  });
  let previous = 0;
  for (const point of points) {
    o = out.writeInt16BE(point.x - previous, o);
    previous = point.x;
  }
  previous = 0;
  for (const point of points) {
    o = out.writeInt16BE(point.y - previous, o);
    previous = point.y;
  }
  return out;
}

/** Rebuilds glyf and loca from the transformed glyf stream (spec §5.1–5.3). */
function reconstructGlyf(data: Buffer): GlyfResult {
  const header = new Reader(data);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  const streams: Reader[] = [];
  let cursor = header.offset;
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(cursor, cursor + size)));
    cursor += size;
  }
  const [
    nContourStream,
    nPointsStream,
    flagStream,
    glyphStream,
    compositeStream,
    bboxStream,
    instructionStream,
  ] = streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const overlapBitmap = optionFlags & 1 ? data.subarray(cursor, cursor + ((numGlyphs + 7) >> 3)) : undefined;
  const bboxBitmap = bboxStream.take(((numGlyphs + 31) >> 5) * 4);
  const bitSet = (bitmap: Buffer | undefined, index: number) =>
    bitmap !== undefined && ((bitmap[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;

  const glyphs: Buffer[] = [];
  const xMins: number[] = [];
  for (let index = 0; index < numGlyphs; index++) {
    const nContours = nContourStream.i16();
    const explicitBbox = bitSet(bboxBitmap, index);
    if (nContours === 0) {
      glyphs.push(Buffer.alloc(0));
      xMins.push(0);
      continue;
    }
    if (nContours === -1) {
      const { bytes, hasInstructions } = readComposite(compositeStream);
      const bbox = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()];
      const instructions = hasInstructions ? instructionStream.take(glyphStream.u255()) : Buffer.alloc(0);
      const head = Buffer.alloc(10);
      head.writeInt16BE(-1, 0);
      bbox.forEach((value, i) => head.writeInt16BE(value, 2 + i * 2));
      const tail = hasInstructions ? Buffer.alloc(2) : Buffer.alloc(0);
      if (hasInstructions) tail.writeUInt16BE(instructions.length, 0);
      glyphs.push(Buffer.concat([head, bytes, tail, instructions]));
      xMins.push(bbox[0] ?? 0);
      continue;
    }
    const endPoints: number[] = [];
    let total = 0;
    for (let c = 0; c < nContours; c++) {
      total += nPointsStream.u255();
      endPoints.push(total - 1);
    }
    const points: Point[] = [];
    let x = 0;
    let y = 0;
    for (let p = 0; p < total; p++) {
      const flag = flagStream.u8();
      const { dx, dy } = readTriplet(flag & 0x7f, glyphStream);
      x += dx;
      y += dy;
      points.push({ x, y, onCurve: (flag & 0x80) === 0 });
    }
    const instructions = instructionStream.take(glyphStream.u255());
    const bbox: [number, number, number, number] = explicitBbox
      ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()]
      : [
          Math.min(...points.map((p) => p.x)),
          Math.min(...points.map((p) => p.y)),
          Math.max(...points.map((p) => p.x)),
          Math.max(...points.map((p) => p.y)),
        ];
    glyphs.push(encodeSimpleGlyph(endPoints, points, instructions, bbox, bitSet(overlapBitmap, index)));
    xMins.push(bbox[0]);
  }

  const padded = glyphs.map((glyph) => Buffer.concat([glyph, Buffer.alloc((4 - (glyph.length % 4)) % 4)]));
  const glyf = Buffer.concat(padded);
  const loca = Buffer.alloc((numGlyphs + 1) * (indexFormat ? 4 : 2));
  let offset = 0;
  for (let index = 0; index <= numGlyphs; index++) {
    if (indexFormat) loca.writeUInt32BE(offset, index * 4);
    else loca.writeUInt16BE(offset / 2, index * 2);
    offset += padded[index]?.length ?? 0;
  }
  return { glyf, loca, xMins };
}

/** Reverses the hmtx transform (spec §5.4): left side bearings come back from glyph xMin. */
function reconstructHmtx(data: Buffer, numGlyphs: number, numHMetrics: number, xMins: number[]): Buffer {
  const reader = new Reader(data);
  const flags = reader.u8();
  const advances = Array.from({ length: numHMetrics }, () => reader.u16());
  const lsbs = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? (xMins[i] ?? 0) : reader.i16()));
  const extra = Array.from({ length: numGlyphs - numHMetrics }, (_, i) =>
    flags & 2 ? (xMins[numHMetrics + i] ?? 0) : reader.i16(),
  );
  const out = Buffer.alloc(numHMetrics * 4 + extra.length * 2);
  let o = 0;
  advances.forEach((advance, i) => {
    o = out.writeUInt16BE(advance, o);
    o = out.writeInt16BE(lsbs[i] ?? 0, o);
  });
  for (const lsb of extra) o = out.writeInt16BE(lsb, o);
  return out;
}

function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function assembleSfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const table = tables.get(tag) ?? Buffer.alloc(0);
    const record = 12 + i * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(table), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const padding = Buffer.alloc((4 - (table.length % 4)) % 4);
    bodies.push(table, padding);
    offset += table.length + padding.length;
  });
  return Buffer.concat([header, ...bodies]);
}

export function woff2ToTtf(woff2: Buffer): Buffer {
  const reader = new Reader(woff2);
  if (reader.u32() !== 0x774f4632) throw new Error('woff2: bad signature');
  const flavor = reader.u32();
  if (flavor === 0x74746366) throw new Error('woff2: font collections are not supported');
  reader.u32(); // length
  const numTables = reader.u16();
  reader.u16(); // reserved
  reader.u32(); // totalSfntSize
  const compressedSize = reader.u32();
  reader.offset += 4 + 4 * 5; // versions, metadata and private block locations

  const entries: Omit<TableEntry, 'data'>[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = reader.u8();
    const tagIndex = flags & 0x3f;
    const tag = tagIndex === 63 ? reader.take(4).toString('latin1') : knownTags[tagIndex];
    if (tag === undefined) throw new Error(`woff2: unknown table index ${tagIndex}`);
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const origLength = reader.base128();
    const storedLength = transformed ? reader.base128() : origLength;
    entries.push({ tag, transformed, origLength, storedLength });
  }

  const stream = brotliDecompressSync(reader.take(compressedSize));
  let cursor = 0;
  const tables = new Map<string, TableEntry>();
  for (const entry of entries) {
    tables.set(entry.tag, { ...entry, data: stream.subarray(cursor, cursor + entry.storedLength) });
    cursor += entry.storedLength;
  }

  const output = new Map<string, Buffer>();
  for (const [tag, table] of tables) output.set(tag, Buffer.from(table.data));

  const glyfEntry = tables.get('glyf');
  if (glyfEntry?.transformed) {
    const { glyf, loca, xMins } = reconstructGlyf(glyfEntry.data);
    output.set('glyf', glyf);
    output.set('loca', loca);
    const head = output.get('head');
    // The rebuilt loca's format is dictated by the transform header, so head must agree.
    if (head) head.writeInt16BE(glyfEntry.data.readUInt16BE(6), 50);
    const hmtxEntry = tables.get('hmtx');
    if (hmtxEntry?.transformed) {
      const numGlyphs = output.get('maxp')?.readUInt16BE(4) ?? 0;
      const numHMetrics = output.get('hhea')?.readUInt16BE(34) ?? 0;
      output.set('hmtx', reconstructHmtx(hmtxEntry.data, numGlyphs, numHMetrics, xMins));
    }
  } else if (tables.get('hmtx')?.transformed) {
    throw new Error('woff2: transformed hmtx without transformed glyf is not supported');
  }
  return assembleSfnt(flavor, output);
}
