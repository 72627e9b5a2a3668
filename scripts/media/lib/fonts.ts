/**
 * Makes the site's own fonts (Plus Jakarta Sans and Noto Sans Devanagari, from @fontsource-variable)
 * visible to librsvg, so rendered text never depends on what the machine happens to have installed.
 * librsvg finds fonts only through fontconfig, and sharp's bundled FreeType cannot open WOFF2, so each
 * WOFF2 is unpacked to a temporary TrueType file (wawoff2: Google's reference decoder) and a private
 * fonts.conf points at it. System fonts stay available as a fallback for other families, but any
 * system copy of our two families is refused, so a machine with its own Noto Sans Devanagari draws
 * the same pixels. Pango shapes the text with HarfBuzz, so Devanagari conjuncts and vowel signs come
 * out as the font's GSUB/GPOS tables say.
 *
 * fontconfig reads its configuration once per process, on the first SVG text render: install before
 * that, once. Extra fonts (tests) can be installed under a family name of their own.
 */
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decompress } from 'wawoff2';
import { escapeXml } from './svg.ts';

export const brandFontFamily = 'Plus Jakarta Sans';
export const devanagariFontFamily = 'Noto Sans Devanagari';

const fontsource = (root: string, file: string) => join(root, 'node_modules/@fontsource-variable', file);

/**
 * wawoff2 answers with a view into its WebAssembly heap, which the next decompression overwrites:
 * copy the bytes out before anything else runs.
 */
async function woff2ToTtf(woff2: Uint8Array): Promise<Uint8Array> {
  return Uint8Array.from(await decompress(woff2));
}

/** The brand font (Latin, variable weight) as shipped, in WOFF2. */
export async function brandFontWoff2(root: string): Promise<Buffer> {
  return readFile(fontsource(root, 'plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'));
}

/** The same font as TrueType. */
export async function brandFontTtf(root: string): Promise<Uint8Array> {
  return woff2ToTtf(await brandFontWoff2(root));
}

/** The whole Devanagari font (variable weight, every shaping table) as shipped, in WOFF2. */
export async function devanagariFontWoff2(root: string): Promise<Buffer> {
  return readFile(
    fontsource(root, 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
  );
}

/** The same font as TrueType. */
export async function devanagariFontTtf(root: string): Promise<Uint8Array> {
  return woff2ToTtf(await devanagariFontWoff2(root));
}

export interface ExtraFont {
  /** File name inside the private fonts directory. */
  fileName: string;
  data: Uint8Array;
  /** The family fontconfig files it under, replacing the one in the font's name table. */
  family: string;
}

let installed: Promise<string> | undefined;

function fontsConf(
  fontsDir: string,
  cacheDir: string,
  files: readonly string[],
  extra: readonly ExtraFont[],
): string {
  const renames = extra
    .map(
      (font) => `  <match target="scan">
    <test name="file"><string>${escapeXml(join(fontsDir, font.fileName))}</string></test>
    <edit name="family" mode="assign_replace"><string>${escapeXml(font.family)}</string></edit>
  </match>`,
    )
    .join('\n');
  // fontconfig checks accepted patterns before rejected ones (globs are a separate, file-name-only
  // filter), so our files are accepted by path and every other font of our families is refused.
  const accepted = files
    .map(
      (file) => `      <pattern><patelt name="file"><string>${escapeXml(file)}</string></patelt></pattern>`,
    )
    .join('\n');
  const ours = [brandFontFamily, devanagariFontFamily]
    .map((family) => `      <pattern><patelt name="family"><string>${family}</string></patelt></pattern>`)
    .join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${escapeXml(fontsDir)}</dir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${escapeXml(cacheDir)}</cachedir>
  <selectfont>
    <acceptfont>
${accepted}
    </acceptfont>
    <rejectfont>
${ours}
    </rejectfont>
  </selectfont>
${renames}
</fontconfig>
`;
}

async function install(root: string, extra: readonly ExtraFont[]): Promise<string> {
  // A directory per process: parallel test files and generator runs never overwrite each other's fonts.
  const dir = await mkdtemp(join(tmpdir(), 'rupantaran-media-fonts-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const fontsDir = join(dir, 'fonts');
  await mkdir(fontsDir);
  const fonts: { fileName: string; data: Uint8Array }[] = [
    { fileName: 'PlusJakartaSans-Variable.ttf', data: await brandFontTtf(root) },
    { fileName: 'NotoSansDevanagari-Variable.ttf', data: await devanagariFontTtf(root) },
    ...extra,
  ];
  for (const font of fonts) await writeFile(join(fontsDir, font.fileName), font.data);
  const configFile = join(dir, 'fonts.conf');
  await writeFile(
    configFile,
    fontsConf(
      fontsDir,
      join(dir, 'cache'),
      fonts.map((font) => join(fontsDir, font.fileName)),
      extra,
    ),
  );
  process.env.FONTCONFIG_FILE = configFile;
  return fontsDir;
}

/**
 * Installs the media fonts for this process and returns their directory. Later calls return the same
 * directory; asking for extra fonts after the first call is an error, since fontconfig would not see them.
 */
export function installMediaFonts(root: string, extra: readonly ExtraFont[] = []): Promise<string> {
  if (installed && extra.length > 0) throw new Error('installMediaFonts: fonts are already installed');
  installed ??= install(root, extra);
  return installed;
}
