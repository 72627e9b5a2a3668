import type { Linter } from 'eslint';

/** The layering rules for a source tree rooted at `root`. */
export declare function layersFor(root: string): Linter.Config[];
/** The layering rules for this repository. */
export declare const layering: Linter.Config[];
