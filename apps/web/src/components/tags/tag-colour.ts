import { TAG_COLOURS } from '@transcribe/contract';

/** The names of the offered colours (TAG_COLOURS, in its order), for the colour choice's labels. */
export const TAG_COLOUR_NAMES = [
  'slate',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'violet',
  'pink',
] as const;
export type TagColourName = (typeof TAG_COLOUR_NAMES)[number] | 'custom';

/** The name of a tag's colour; 'custom' for one the app does not offer (the API takes any #rrggbb). */
export function colourName(colour: string): TagColourName {
  const offered: readonly string[] = TAG_COLOURS;
  return TAG_COLOUR_NAMES[offered.indexOf(colour.toLowerCase())] ?? 'custom';
}

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(colour: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour to write on a tag's colour: white or near-black, whichever contrasts more with it. */
export function textOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return LIGHT_TEXT;
  return contrast(background, LIGHT_TEXT) >= contrast(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** A colour the chips can be drawn in: the tag's, or the first offered one when it is not a #rrggbb. */
export const safeColour = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : TAG_COLOURS[0]);
