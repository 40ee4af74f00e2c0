/**
 * ffmpeg's channel layout for that many channels (none of them a low-frequency one, which players may drop),
 * with its channels in their order in the file: track N goes to the Nth.
 */
const LAYOUTS: Record<number, [string, string[]]> = {
  2: ['stereo', ['FL', 'FR']],
  3: ['3.0', ['FL', 'FR', 'FC']],
  4: ['quad', ['FL', 'FR', 'BL', 'BR']],
  5: ['5.0', ['FL', 'FR', 'FC', 'BL', 'BR']],
  6: ['6.0', ['FL', 'FR', 'FC', 'BC', 'SL', 'SR']],
  7: ['7.0', ['FL', 'FR', 'FC', 'BL', 'BR', 'SL', 'SR']],
  8: ['octagonal', ['FL', 'FR', 'FC', 'BL', 'BR', 'BC', 'SL', 'SR']],
};

/**
 * The filter joining `count` mono tracks (labelled t0, t1, …) into the channels of one layout, in their
 * order, labelled `out`. From 2 to TRACKS_MAX_FILES (8) tracks.
 */
export function joinTracks(count: number): string {
  const layout = LAYOUTS[count];
  if (!layout) throw new Error(`no layout for ${count} tracks`);
  const [name, channels] = layout;
  const inputs = channels.map((_, i) => `[t${i}]`).join('');
  // Each mono track is a centre channel of its own: without a map, join would put the first one there.
  const map = channels.map((channel, i) => `${i}.0-${channel}`).join('|');
  return `${inputs}join=inputs=${count}:channel_layout=${name}:map=${map}[out]`;
}
