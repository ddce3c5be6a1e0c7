import { describe, expect, it } from 'vitest';
import { LANGS } from '../shared/lang';
import { LEGAL_SLUGS, POLICY_SLUGS, policy } from './policies';

describe('policy content', () => {
  it('has the same structure in every language', () => {
    for (const slug of POLICY_SLUGS) {
      const shape = (lang: (typeof LANGS)[number]) => {
        const p = policy(lang, slug);
        return { sections: p.sections.map((s) => [s.paragraphs?.length ?? 0, s.list?.length ?? 0]), faq: p.faq?.length ?? 0 };
      };
      for (const lang of LANGS) expect(shape(lang), `${slug} ${lang}`).toEqual(shape('en'));
    }
  });

  it('states the spec §9 figures in every language', () => {
    for (const lang of LANGS) {
      const text = (slug: (typeof POLICY_SLUGS)[number]) => JSON.stringify(policy(lang, slug));
      expect(text('faqs')).toContain('48');
      expect(text('faqs')).toContain('1–2');
      expect(text('faqs')).toContain('4–7');
      expect(text('privacy')).toContain('3–7');
      expect(text('policyTerms')).toContain('800');
      expect(
        text('refundPolicy')
          .match(/"list":\[([^\]]*)\]/)?.[1]
          ?.split('","').length,
      ).toBe(7);
    }
  });

  it('dates only the legal pages', () => {
    expect([...LEGAL_SLUGS].sort()).toEqual(['agreement', 'policyTerms', 'privacy', 'refundPolicy', 'vouchertcs']);
    for (const slug of ['about', 'activities', 'faqs'] as const) expect(LEGAL_SLUGS).not.toContain(slug);
  });
});
