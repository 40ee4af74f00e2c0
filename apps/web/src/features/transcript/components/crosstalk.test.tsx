import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { block, openViewer, segment, transcriptData } from '../testing/viewer-fixture';

describe('two people talking at once', () => {
  it('shows their overlapping segments side by side, each under its speaker; turns that only touch stay apart', async () => {
    await openViewer(
      {},
      transcriptData([
        block(1, 'Left', [segment(1, 'Hello and welcome to the call', 4, 8)]),
        block(2, 'Right', [segment(2, 'Sorry go on', 6.5, 9)]),
        block(3, 'Left', [segment(3, 'As I was saying', 10, 12)]),
        block(4, 'Right', [segment(4, 'Right', 12, 13)]),
      ]),
    );
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const crosstalk = transcript.querySelectorAll('[data-crosstalk]');
    expect(crosstalk).toHaveLength(1);
    const [left, right] = [...(crosstalk[0]?.children ?? [])] as HTMLElement[];
    expect(within(left as HTMLElement).getByRole('heading', { name: 'Left' })).toBeInTheDocument();
    expect(left).toHaveTextContent('Hello and welcome to the call');
    expect(within(right as HTMLElement).getByRole('heading', { name: 'Right' })).toBeInTheDocument();
    expect(right).toHaveTextContent('Sorry go on');
    // After the crosstalk each turn is named again, as usual.
    expect(
      within(transcript)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Left', 'Right', 'Left', 'Right']);
  });
});
