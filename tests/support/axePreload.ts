import type { RunOptions } from 'axe-core';

/**
 * What axe loads before its run: the media only. By default it also re-parses every stylesheet of the
 * page into a document of its own (`cssom`), a third of a full run on the site's pages (0.2–0.3 s in
 * the headless shell), for the one rule that reads it, css-orientation-lock, which is experimental and
 * never runs here (it is in no result with the tags the suites use, nor by default). The only rule run
 * here that preloads is no-autoplay-audio, which reads the media. The same rules run, with the same
 * results.
 */
export const axePreload: Pick<RunOptions, 'preload'> = { preload: { assets: ['media'] } };
