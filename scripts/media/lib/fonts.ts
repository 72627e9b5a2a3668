/**
 * Makes the brand font (Plus Jakarta Sans, from @fontsource-variable) visible to librsvg.
 * librsvg finds fonts only through fontconfig, and sharp's bundled FreeType cannot open WOFF2, so
 * the WOFF2 is unpacked to a temporary TrueType file (wawoff2: Google's reference decoder) and a
 * private fonts.conf points at it (system fonts stay available as fallback). Must run before the first
 * SVG with text is rendered.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decompress } from 'wawoff2';

export const brandFontFamily = 'Plus Jakarta Sans';

/** The brand font as TrueType. */
export async function brandFontTtf(root: string): Promise<Uint8Array> {
  const source = join(
    root,
    'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  );
  return decompress(await readFile(source));
}

export async function installBrandFont(root: string): Promise<void> {
  const dir = join(tmpdir(), 'rupantaran-media-fonts');
  await mkdir(join(dir, 'fonts'), { recursive: true });
  await writeFile(join(dir, 'fonts', 'PlusJakartaSans-Variable.ttf'), await brandFontTtf(root));
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'fonts')}</dir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`;
  const configFile = join(dir, 'fonts.conf');
  await writeFile(configFile, config);
  process.env.FONTCONFIG_FILE = configFile;
}
