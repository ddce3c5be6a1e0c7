import { describe, expect, it } from 'vitest';
import { captchaSolveLine, firstTapLine, interactionRows, testSuiteSection } from './report.mjs';

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

describe('interactionRows', () => {
  const verdict = (ok) => (ok ? 'met' : 'not met');

  it('says what answered first and checks duration and first answer against the budget', () => {
    const rows = interactionRows(
      {
        'cart: quantity +': { durationMs: 64, feedbackMs: 48, pendingMs: 48, totalMs: 456, shownMs: null, runs: 5 },
        'confirmation: pay with coins': { durationMs: 56, feedbackMs: 219, pendingMs: null, totalMs: 219, shownMs: null, runs: 5 },
        'confirmation: open the voucher sheet': { durationMs: 160, feedbackMs: 126, pendingMs: null, totalMs: null, shownMs: 126, runs: 5 },
      },
      200,
      verdict,
    );
    expect(rows).toEqual([
      '| cart: quantity + | 64 ms | 48 ms (pending state) | 456 ms | 200 ms | met |',
      '| confirmation: pay with coins | 56 ms | 219 ms (new total) | 219 ms | 200 ms | not met |',
      '| confirmation: open the voucher sheet | 160 ms | 126 ms (opened) | — | 200 ms | met |',
    ]);
  });
});

describe('firstTapLine', () => {
  it('leaves out the Event Timing duration of a tap that leaves the page', () => {
    const verdict = (ok) => (ok ? 'met' : 'not met');
    expect(firstTapLine('detail Buy now', { shownMs: 240.4, eventMs: null }, 200, verdict)).toBe(
      '- First tap, detail Buy now (desktop, CPU 4× slower), budget 200 ms: Event Timing duration of the click not measured (the page leaves); from the click to what it shows visible 240 ms (not met)',
    );
    expect(firstTapLine('detail Buy now', { shownMs: 60, nextPageMs: 480.2, eventMs: null }, 200, verdict)).toContain(
      "visible 60 ms (met); the page it leads to shows its first answer at 480 ms (the earlier method's figure)",
    );
    expect(firstTapLine('detail Add to cart', { shownMs: 150, eventMs: 30 }, 200, verdict)).toContain(
      'Event Timing duration of the click 30 ms (met); from the click to what it shows visible 150 ms (met)',
    );
  });
});
