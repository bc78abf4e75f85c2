/**
 * The user guide's shape: sections of paragraphs, bulleted lists, numbered steps and notes. The text
 * itself is content, one module per language loaded with the guide's page, not locale strings: the
 * locales travel with the first screen, and the guide is as long as all of them.
 */
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'note'; text: string };

export interface GuideSection {
  /** Its address: `#/help/<id>`. */
  id: GuideTopic;
  title: string;
  /** One line under the title in the table of contents. */
  summary: string;
  blocks: readonly GuideBlock[];
}

/** The guide's topics, in the order it tells them: the screens, then how to get help. */
export const GUIDE_TOPICS = [
  'sign-in',
  'dashboard',
  'financial-years',
  'charges',
  'discharges',
  'value-vouchers',
  'assets',
  'admin-lists',
  'prints',
  'labels',
  'support',
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

export interface Guide {
  sections: readonly GuideSection[];
}
