import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take tens of seconds by design (real server processes killed mid-delivery, initdb on
 * disk, a build): started first, so that on a fresh clone, where Vitest has no timings yet and starts
 * the largest files first, none of them is left running alone at the end of the suite.
 */
const slowByDesign = [
  'tests/db/notifyKill.test.ts',
  'tests/db/lockTakeover.test.ts',
  'tests/db/dataDir.test.ts',
  'tests/db/limits.test.ts',
  'tests/db/postgres.test.ts',
  'tests/db/localDatabase.test.ts',
  'tests/build/siteConfigBuild.test.ts',
  'tests/content/addArticle.test.ts',
  'tests/db/dataDirSymlink.test.ts',
  'tests/build/launchCheck.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = slowByDesign.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? slowByDesign.length : index;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
