import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that change Demo University for good (its EBA order of the cycle) or use up the address's limits: they run after every other file, in this order. */
const LAST = ['/tests/security/eba-order.test.ts', '/tests/security/floods.test.ts'];

/** The default order, with the files of `LAST` moved to the end. */
export class SecuritySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLast = (file: TestSpecification) => LAST.some((path) => file.moduleId.replaceAll('\\', '/').endsWith(path));
    const rank = (file: TestSpecification) => LAST.findIndex((path) => file.moduleId.replaceAll('\\', '/').endsWith(path));
    return [...sorted.filter((file) => !isLast(file)), ...sorted.filter(isLast).sort((a, b) => rank(a) - rank(b))];
  }
}
