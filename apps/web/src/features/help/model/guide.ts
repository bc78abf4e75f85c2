import type { Guide, GuideTopic } from '../content/guide-types.ts';
import { GUIDE_TOPICS } from '../content/guide-types.ts';

/** The guide in the interface's language (Italian unless English is chosen), loaded with its page. */
export async function loadGuide(language: string): Promise<Guide> {
  if (language.startsWith('en')) return (await import('../content/guide-en.ts')).guideEn;
  return (await import('../content/guide-it.ts')).guideIt;
}

/** The topic an address names (`#/help/charges`), or undefined for the guide's start. */
export function topicOf(param: string | undefined): GuideTopic | undefined {
  return GUIDE_TOPICS.find((topic) => topic === param);
}
