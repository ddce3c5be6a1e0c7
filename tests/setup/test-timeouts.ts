// Each test's own timeout, put where the JSON report carries it (the test's meta), so that `npm test`'s slowest-tests
// list (scripts/slowest-tests.mjs) measures a test against the timeout it has, not against the default.
import { beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    timeoutMs?: number;
  }
}

beforeEach(({ task }) => {
  task.meta.timeoutMs = task.timeout;
});
