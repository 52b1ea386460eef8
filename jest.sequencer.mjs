import Sequencer from '@jest/test-sequencer';

/** Browser and multi-process suites: a minute or more each, against seconds for the rest. */
const isSlow = (test) => /\.e2e\.test\.tsx?$|[/\\]scripts[/\\]distributed[/\\]/.test(test.path);

/**
 * Jest's order, except on a checkout no run has timed yet (CI's fresh clone): there jest orders by file size, and
 * a browser suite left to the end ran alone for minutes on one worker. The slow suites go first there.
 */
class SlowFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => this.time(test) !== undefined)) return sorted;
    return [...sorted.filter(isSlow), ...sorted.filter((test) => !isSlow(test))];
  }
}

export default SlowFirst;
