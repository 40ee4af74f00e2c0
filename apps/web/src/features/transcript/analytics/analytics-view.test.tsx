import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { seg, turn } from '@/test/speaker-blocks';
import AnalyticsView from './analytics-view';
import { ROLES_STORAGE_KEY } from './use-role-labels';

// 90 s; mean sentiment (0.6 - 0.8 + 0 + 0.6) / 4 = 0.1, so 55 % positive; a spike on each speaker.
const CALL = [
  turn('Speaker 1', seg(0, 10, 'Hello, thanks for calling.', ['positive', 0.6])),
  turn('Speaker 2', seg(10.1, 30, 'My order is late again and nobody answers', ['negative', 0.8])),
  turn('Speaker 1', seg(30.5, 50, 'I am sorry to hear that, let me check.', ['neutral', 0.5])),
  turn('Speaker 2', seg(49.8, 60, 'Okay fine.', ['positive', 0.6]), seg(60, 90, 'Thanks.', null)),
];

const show = (blocks: TSpeakerBlock[], language = 'en') =>
  renderApp(<AnalyticsView blocks={blocks} language="en" />, { language });

const panel = (name: string) => screen.getByRole('region', { name });
/** A cell's visible text, without the hidden definition of an info button inside it. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const tooltip of copy.querySelectorAll('[role="tooltip"]')) tooltip.remove();
  return copy.textContent ?? '';
}
const rowTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(cellText));

describe('analytics view', () => {
  it('shows the figures computed from the transcript', () => {
    show(CALL);
    const timeline = panel('Sentiment Timeline');
    expect(within(timeline).getByText('Agent')).toBeInTheDocument();
    expect(within(timeline).getByText('Customer')).toBeInTheDocument();
    expect(within(timeline).getByText('2 spikes')).toBeInTheDocument();

    expect(within(panel('Call Duration')).getByText('1:30')).toBeInTheDocument();
    expect(within(panel('Call Duration')).getByText('of 5 min')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('55%')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('positive')).toBeInTheDocument();

    expect(rowTexts(panel('Sentiment by Stage'))).toEqual([
      ['Speaker', 'Opening', 'Middle', 'Closing'],
      ['Agent', '+0.60', '0.00', '—'],
      ['Customer', '-0.80', '+0.60', '—'],
    ]);

    const scorecard = panel('Agent Scorecard');
    const rates = within(scorecard)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rates).toEqual(['100%', '67%', '50%']);
    expect(within(scorecard).getAllByRole('term').map(cellText)).toEqual([
      'Recovery Rate',
      'Interruption Rate',
      'Empathy Coverage',
    ]);

    expect(rowTexts(panel('Talk Time and Pace'))).toEqual([
      ['Speaker', 'Talk Time', 'Words per Minute'],
      ['Agent', '0:29', '26'],
      ['Customer', '1:00', '11'],
    ]);
  });

  it('gives each metric a definition, on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    show(CALL);
    const info = screen.getByRole('button', { name: 'About Recovery Rate' });
    expect(info).toHaveAccessibleDescription(/share of negative segments/);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(info);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/share of negative segments/);
    await user.unhover(info);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab(); // the first field, then the info buttons in order
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'About Sentiment Timeline' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/jump of 0.5 or more/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.pointer({ keys: '[TouchA]', target: info }); // a tap: no hover on touch screens
    expect(screen.getByRole('tooltip')).toHaveTextContent(/share of negative segments/);
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('lets the user rename the agent and the customer, and remembers the names', async () => {
    const user = userEvent.setup();
    const { unmount } = show(CALL);
    await user.type(screen.getByLabelText('Label for Speaker 1'), 'Maria');
    await user.type(screen.getByLabelText('Label for Speaker 2'), 'Mr Smith');
    expect(rowTexts(panel('Sentiment by Stage')).map((row) => row[0])).toEqual([
      'Speaker',
      'Maria',
      'Mr Smith',
    ]);
    expect(JSON.parse(localStorage.getItem(ROLES_STORAGE_KEY) ?? '')).toEqual({
      agent: 'Maria',
      customer: 'Mr Smith',
    });
    unmount();
    show(CALL);
    expect(within(panel('Sentiment Timeline')).getByText('Mr Smith')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Label for Speaker 1'));
    expect(within(panel('Talk Time and Pace')).getByText('Agent')).toBeInTheDocument();
  });

  it('draws a third speaker under their own name', () => {
    show([...CALL, turn('Supervisor', seg(91, 95, 'Hi all', ['positive', 1]))]);
    expect(rowTexts(panel('Talk Time and Pace')).map((row) => row[0])).toEqual([
      'Speaker',
      'Agent',
      'Customer',
      'Supervisor',
    ]);
    expect(within(panel('Sentiment Timeline')).getByText('Supervisor')).toBeInTheDocument();
  });

  it('shows dashes, not NaN, for a single speaker without sentiment', () => {
    show([turn('Speaker 1', seg(0, 301, 'just me'))]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(screen.getByText('No segment has been analyzed for sentiment.')).toBeInTheDocument();
    expect(within(panel('Call Duration')).getByText('of 10 min')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('Not analyzed')).toBeInTheDocument();
    expect(
      within(panel('Agent Scorecard'))
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['—', '—', '0%']);
    expect(rowTexts(panel('Talk Time and Pace')).slice(1)).toEqual([
      ['Agent', '5:01', '0'],
      ['Customer', '—', '—'],
    ]);
    expect(screen.queryByLabelText('Label for Speaker 2')).not.toBeInTheDocument();
  });

  it('leaves out speech the engine was too unsure of, and says how much; the duration stays the call’s', () => {
    const mumbled = seg(10, 93.4, 'uh the um', ['negative', 0.9]);
    mumbled.audio_transcript_data_segment_words = ['uh', 'the', 'um'].map((word, i) => ({
      word,
      start: 10 + i,
      end: 10.5 + i,
      confidence: i === 1 ? 0.8 : 0.1,
    }));
    show([
      turn('Speaker 1', seg(0, 10, 'Hello, thanks for calling.', ['positive', 0.6])),
      turn('Speaker 2', mumbled),
      turn('Speaker 1', seg(93.4, 100, 'Sure.', ['positive', 0.6])),
    ]);
    expect(screen.getByText(/^Left out: 1:23 of speech the engine was too unsure of\./)).toBeInTheDocument();
    expect(within(panel('Call Duration')).getByText('1:40')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('80%')).toBeInTheDocument();
    expect(rowTexts(panel('Talk Time and Pace')).slice(1)).toEqual([
      ['Agent', '0:16', '18'],
      ['Customer', '—', '—'],
    ]);
  });

  it('says nothing of speech left out when there is none', () => {
    show(CALL);
    expect(screen.queryByText(/^Left out/)).not.toBeInTheDocument();
  });

  it('says only what it left out when the engine was unsure of all of it', () => {
    const mumbled = seg(0, 30, 'uh', null);
    mumbled.audio_transcript_data_segment_words = [{ word: 'uh', start: 0, end: 0.5, confidence: 0.05 }];
    show([turn('Speaker 1', mumbled)]);
    expect(screen.getByText(/^Left out: 0:30 of speech/)).toBeInTheDocument();
    expect(screen.queryByText(/no segments/)).not.toBeInTheDocument();
  });

  it('says there is nothing to analyze for a transcript without segments', () => {
    show([turn('Speaker 1')]);
    expect(
      screen.getByText('There is nothing to analyze yet: this transcript has no segments.'),
    ).toBeInTheDocument();
  });

  it('speaks the interface language', () => {
    show(CALL, 'fr');
    expect(screen.getByRole('region', { name: 'Durée de l’appel' })).toBeInTheDocument();
    expect(within(panel('Bilan de l’agent')).getAllByRole('definition')[1]).toHaveTextContent(/^67\s%$/);
    expect(within(panel('Temps de parole et débit')).getByText('Client')).toBeInTheDocument();
  });
});
