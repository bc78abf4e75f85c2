import { describe, expect, it } from 'vitest';
import { guideEn } from '../content/guide-en.ts';
import { guideIt } from '../content/guide-it.ts';
import { GUIDE_TOPICS } from '../content/guide-types.ts';
import { loadGuide, topicOf } from './guide.ts';

const textOf = (guide: typeof guideIt) =>
  guide.sections.flatMap((section) =>
    section.blocks.flatMap((block) => ('text' in block ? [block.text] : [...block.items])),
  );

describe('the user guide', () => {
  it('tells every topic, in the same order, in Italian and in English', () => {
    expect(guideIt.sections.map((section) => section.id)).toEqual([...GUIDE_TOPICS]);
    expect(guideEn.sections.map((section) => section.id)).toEqual([...GUIDE_TOPICS]);
  });

  it('has real content: every section several blocks, and as long in both languages', () => {
    for (const guide of [guideIt, guideEn]) {
      for (const section of guide.sections) expect(section.blocks.length).toBeGreaterThanOrEqual(2);
    }
    const length = (guide: typeof guideIt) => textOf(guide).join(' ').length;
    expect(length(guideIt)).toBeGreaterThan(15_000);
    expect(length(guideEn) / length(guideIt)).toBeGreaterThan(0.8);
  });

  it('is read in the interface language, Italian by default', async () => {
    expect(await loadGuide('en-GB')).toBe(guideEn);
    expect(await loadGuide('it')).toBe(guideIt);
    expect(await loadGuide('fr')).toBe(guideIt);
  });

  it('knows the topics an address may name', () => {
    expect(topicOf('support')).toBe('support');
    expect(topicOf('nope')).toBeUndefined();
    expect(topicOf(undefined)).toBeUndefined();
  });
});
