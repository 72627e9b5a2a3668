/** Small helpers for writing SVG markup by hand: numbers, gradients, documents. */

/** Rounds to 0.01 so the markup stays short and identical from run to run. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const stopsMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(
      (stop) =>
        `<stop offset="${n(stop.offset)}" stop-color="${stop.color}"${
          stop.opacity === undefined ? '' : ` stop-opacity="${n(stop.opacity)}"`
        }/>`,
    )
    .join('');

export function linearGradient(
  id: string,
  stops: readonly Stop[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsMarkup(stops)}</linearGradient>`;
}

/** A radial gradient in user space, so circles and ellipses can share one definition style. */
export function radialGradient(id: string, stops: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopsMarkup(stops)}</radialGradient>`;
}

/** A soft light: an ellipse filled with a colour that fades to nothing at its rim. */
export function glow(
  id: string,
  color: string,
  opacity: number,
  cx: number,
  cy: number,
  rx: number,
  ry = rx,
): { def: string; shape: string } {
  return {
    def: radialGradient(id, [
      { offset: 0, color, opacity },
      { offset: 0.35, color, opacity: opacity * 0.55 },
      { offset: 0.7, color, opacity: opacity * 0.15 },
      { offset: 1, color, opacity: 0 },
    ]),
    shape: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`,
  };
}

/** Artwork is drawn on a fixed canvas (`width` x `height`) and can be rasterised at any `scale`. */
export function svgDocument(width: number, height: number, defs: string, body: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width * scale)}" height="${n(height * scale)}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Escapes text for use inside SVG <text>. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A soft drop shadow that makes flat shapes read as layered paper. */
export function paperShadow(
  id: string,
  blur: number,
  dy: number,
  opacity: number,
  color = '#0B1020',
): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${n(dy)}" stdDeviation="${n(blur)}" flood-color="${color}" flood-opacity="${n(opacity)}"/></filter>`;
}
