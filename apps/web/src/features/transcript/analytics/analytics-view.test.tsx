import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { seg, turn } from '@/test/speaker-blocks';
import AnalyticsView from './analytics-view';
import { agentStorageKey } from './use-agent-choice';

// 90 s; mean sentiment (0.6 - 0.8 + 0 + 0.6) / 4 = 0.1, so 55 % positive; a spike on each speaker.
const CALL = [
  turn('Maria', seg(0, 10, 'Hello, thanks for calling.', ['positive', 0.6])),
  turn('Mr Smith', seg(10.1, 30, 'My order is late again and nobody answers', ['negative', 0.8])),
  turn('Maria', seg(30.5, 50, 'I am sorry to hear that, let me check.', ['neutral', 0.5])),
  turn('Mr Smith', seg(49.8, 60, 'Okay fine.', ['positive', 0.6]), seg(60, 90, 'Thanks.', null)),
];
const ID = 7;

const show = (blocks: TSpeakerBlock[], { language = 'en', id = ID } = {}) =>
  renderApp(<AnalyticsView transcriptId={id} blocks={blocks} language="en" />, { language });

const panel = (name: string) => screen.getByRole('region', { name });
const agentPicker = () => screen.queryByRole('combobox', { name: 'Who is the agent?' });
const scorecard = () => screen.queryByRole('region', { name: /Scorecard/ });
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
const rates = (region: HTMLElement) =>
  within(region)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('analytics view', () => {
  it('shows the figures computed from the transcript, each speaker under their own name', () => {
    show(CALL);
    const timeline = panel('Sentiment Timeline');
    expect(within(timeline).getByText('Maria')).toBeInTheDocument();
    expect(within(timeline).getByText('Mr Smith')).toBeInTheDocument();
    expect(within(timeline).getByText('2 spikes')).toBeInTheDocument();

    expect(within(panel('Duration')).getByText('1:30')).toBeInTheDocument();
    expect(within(panel('Duration')).getByText('1:29 of speech (99% of the recording)')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('55%')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('positive')).toBeInTheDocument();

    expect(rowTexts(panel('Sentiment by Stage'))).toEqual([
      ['Speaker', 'Opening', 'Middle', 'Closing'],
      ['Maria', '+0.60', '0.00', '—'],
      ['Mr Smith', '-0.80', '+0.60', '—'],
    ]);
    expect(rowTexts(panel('Speakers'))).toEqual([
      ['Speaker', 'Talk Time', 'Share', 'Turns', 'Words per Minute', 'Longest Monologue', 'Interruptions'],
      ['Mr Smith', '1:00', '67%', '2', '11', '0:40', '1'],
      ['Maria', '0:29', '33%', '2', '26', '0:19', '0'],
    ]);
    expect(within(panel('Speakers')).getByText(/^Silence: 1% of the recording\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Agent|Customer/);
  });

  it('asks who the agent of a two-party conversation is, and shows the scorecard only for the one picked', async () => {
    const user = userEvent.setup();
    show(CALL);
    const picker = agentPicker();
    expect(picker).toBeInTheDocument();
    expect(
      within(picker as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody, this is not a call', 'Maria', 'Mr Smith']);
    expect(picker).toHaveDisplayValue('Nobody, this is not a call');
    expect(scorecard()).not.toBeInTheDocument();

    await user.selectOptions(picker as HTMLElement, 'Maria');
    const card = panel('Agent Scorecard: Maria');
    expect(rates(card)).toEqual(['100%', '67%', '50%']);
    expect(within(card).getAllByRole('term').map(cellText)).toEqual([
      'Recovery Rate',
      'Interruption Rate',
      'Empathy Coverage',
    ]);
    expect(panel('Call Duration')).toBeInTheDocument();

    await user.selectOptions(picker as HTMLElement, 'Mr Smith');
    expect(rates(panel('Agent Scorecard: Mr Smith'))[2]).toBe('0%'); // his turns say no "sorry"

    await user.selectOptions(picker as HTMLElement, 'Nobody, this is not a call');
    expect(scorecard()).not.toBeInTheDocument();
    expect(panel('Duration')).toBeInTheDocument();
    expect(localStorage.getItem(agentStorageKey(ID))).toBeNull();
  });

  it('remembers the agent of each file across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = show(CALL);
    await user.selectOptions(agentPicker() as HTMLElement, 'Mr Smith');
    expect(localStorage.getItem('analyticsAgent:7')).toBe('Mr Smith');
    unmount();

    const again = show(CALL);
    expect(agentPicker()).toHaveDisplayValue('Mr Smith');
    expect(panel('Agent Scorecard: Mr Smith')).toBeInTheDocument();
    again.unmount();

    show(CALL, { id: 8 }); // another file: not asked yet
    expect(agentPicker()).toHaveDisplayValue('Nobody, this is not a call');
    expect(scorecard()).not.toBeInTheDocument();
  });

  it('takes a stored agent who is no longer a speaker (renamed since) as not chosen', () => {
    localStorage.setItem(agentStorageKey(ID), 'Speaker 1');
    show(CALL);
    expect(agentPicker()).toHaveDisplayValue('Nobody, this is not a call');
    expect(scorecard()).not.toBeInTheDocument();
  });

  it('draws a meeting of six under their six names, without an agent question or a scorecard', () => {
    const names = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];
    localStorage.setItem(agentStorageKey(ID), 'Ana');
    show(names.map((name, i) => turn(name, seg(i * 30, i * 30 + 20, 'a few words here', ['neutral', 0.5]))));
    expect(
      rowTexts(panel('Speakers'))
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Speaker', ...names].sort());
    expect(rowTexts(panel('Sentiment by Stage')).map((row) => row[0])).toEqual(['Speaker', ...names]);
    for (const name of names) expect(within(panel('Sentiment Timeline')).getByText(name)).toBeInTheDocument();
    expect(agentPicker()).not.toBeInTheDocument();
    expect(scorecard()).not.toBeInTheDocument();
    expect(panel('Duration')).toBeInTheDocument();
  });

  it('scales the duration ring to the file: a 3:32 recording is not set against 5 minutes', () => {
    show([turn('Ana', seg(0, 100, 'hello')), turn('Ben', seg(112, 212, 'hi'))]);
    const duration = screen.getByRole('region', { name: /Duration/ });
    expect(within(duration).getByText('3:32')).toBeInTheDocument();
    expect(duration).not.toHaveTextContent(/of 5 min/);
    expect(within(duration).getByText('3:20 of speech (94% of the recording)')).toBeInTheDocument();
    expect(duration).toHaveAccessibleName('Duration'); // a file nobody called a call
  });

  it('gives each metric a definition, on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    show(CALL);
    const info = screen.getByRole('button', { name: 'About Talk Time' });
    expect(info).toHaveAccessibleDescription(/total length of the speaker.s segments/);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(info);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/total length of the speaker.s segments/);
    await user.unhover(info);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab(); // the agent question, then the info buttons in order
    await user.tab();
    expect(screen.getByRole('button', { name: 'About Sentiment Timeline' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/jump of 0.5 or more/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.pointer({ keys: '[TouchA]', target: info }); // a tap: no hover on touch screens
    expect(screen.getByRole('tooltip')).toHaveTextContent(/total length of the speaker.s segments/);
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows dashes, not NaN, for a single speaker without sentiment', () => {
    show([turn('Speaker 1', seg(0, 301, 'just me'))]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(screen.getByText('No segment has been analyzed for sentiment.')).toBeInTheDocument();
    expect(within(panel('Duration')).getByText('5:01 of speech (100% of the recording)')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('Not analyzed')).toBeInTheDocument();
    expect(rowTexts(panel('Speakers')).slice(1)).toEqual([
      ['Speaker 1', '5:01', '100%', '1', '0', '5:01', '0'],
    ]);
    expect(agentPicker()).not.toBeInTheDocument();
    expect(scorecard()).not.toBeInTheDocument();
  });

  it('leaves out speech the engine was too unsure of, and says how much; the duration stays the file’s', () => {
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
    expect(
      screen.getByText(/^Left out of the sentiment figures: 1:23 of speech the engine was too unsure of\./),
    ).toBeInTheDocument();
    expect(within(panel('Duration')).getByText('1:40')).toBeInTheDocument();
    expect(within(panel('Mean Sentiment')).getByText('80%')).toBeInTheDocument();
    // Who spoke how much counts the mumbled speech too: talking is talking.
    expect(rowTexts(panel('Speakers')).slice(1)).toEqual([
      ['Speaker 2', '1:23', '83%', '1', '2', '1:23', '0'],
      ['Speaker 1', '0:16', '17%', '2', '18', '0:10', '0'],
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
    expect(screen.getByText(/^Left out of the sentiment figures: 0:30 of speech/)).toBeInTheDocument();
    expect(screen.queryByText(/no segments/)).not.toBeInTheDocument();
  });

  it('says there is nothing to analyze for a transcript without segments', () => {
    show([turn('Speaker 1')]);
    expect(
      screen.getByText('There is nothing to analyze yet: this transcript has no segments.'),
    ).toBeInTheDocument();
  });

  it('speaks the interface language', () => {
    localStorage.setItem(agentStorageKey(ID), 'Maria');
    show(CALL, { language: 'fr' });
    expect(screen.getByRole('combobox', { name: 'Qui est l’agent ?' })).toHaveDisplayValue('Maria');
    expect(screen.getByRole('region', { name: 'Durée de l’appel' })).toBeInTheDocument();
    expect(within(panel('Bilan de l’agent : Maria')).getAllByRole('definition')[1]).toHaveTextContent(
      /^67\s%$/,
    );
    expect(within(panel('Intervenants')).getByText('Mr Smith')).toBeInTheDocument();
  });
});
