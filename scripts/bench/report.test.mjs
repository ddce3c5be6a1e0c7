import { describe, expect, it } from 'vitest';
import { captchaSolveLine, testSuiteSection } from './report.mjs';

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

describe('captchaSolveLine', () => {
  it('gives the measured median against its budget, the 90th percentile and what the speed makes of 2^bits', () => {
    const figures = {
      difficulty: 18,
      solves: 30,
      medianMs: 310,
      p90Ms: 980,
      digestsPerSecond: 600_000,
      expectedMeanMs: 436.9,
      expectedMedianMs: 302.8,
      budgetMs: 5_000,
    };
    const line = captchaSolveLine(figures, (ok) => (ok ? 'met' : 'not met'));
    expect(line).toContain('18 bits');
    expect(line).toContain('budget 5.00 s: median 0.31 s of 30 solves (met), 90th percentile 0.98 s');
    expect(line).toContain('600000 digests a second, so 2^18 take 0.44 s on average and half the solves end within 0.30 s');
  });
});
