import { describe, expect, it } from 'vitest';
import { testSuiteSection } from './report.mjs';

describe('testSuiteSection', () => {
  it('carries the test suite section over, up to the next section', () => {
    const doc = '# Performance\n\n## Lighthouse\n\nx\n\n## Test suite (issue 24)\n\n- run 1: 14 min\n\n## Method\n\ny\n';
    expect(testSuiteSection(doc)).toBe('## Test suite (issue 24)\n\n- run 1: 14 min\n\n');
  });

  it('carries a last section to the end, and nothing from a document without one', () => {
    expect(testSuiteSection('# P\n\n## Test suite\n\n- a\n')).toBe('## Test suite\n\n- a\n\n');
    expect(testSuiteSection('# P\n\n## Method\n')).toBe('');
  });
});
