const ANCHORS = ['pricing', 'faqs', 'blog'] as const;
export type InfoAnchor = (typeof ANCHORS)[number];

/** The dashboard header's #pricing, #faqs or #blog anchor an address's hash names, if any. */
export const infoAnchorOf = (hash: string): InfoAnchor | undefined =>
  ANCHORS.find((name) => hash === `#${name}`);
