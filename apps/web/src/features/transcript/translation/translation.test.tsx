import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranslationEvent, TTranslationSummary } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { emitTranslationEvent } from '@/lib/progress/translation-events';
import { type FakeRequest, makeUser } from '@/test/fake-api';
import { chooseTool, openViewer, rowOf } from '../testing/viewer-fixture';

const LIST = '/api/v1/audio/transcript/11/translations';

const summary = (overrides: Partial<TTranslationSummary> = {}): TTranslationSummary => ({
  transcript_id: 11,
  language: 'es',
  status: 'completed',
  progress: 100,
  outdated: false,
  error_message: null,
  untranslated_segments: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const event = (overrides: Partial<TTranslationEvent>) =>
  act(() =>
    emitTranslationEvent(
      JSON.stringify({
        transcript_id: 11,
        language: 'es',
        status: 'running',
        progress: 0,
        error_message: null,
        ...overrides,
      }),
    ),
  );

function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const SPANISH = [
  { segment_id: 1, text: 'Hola y bienvenido', untranslated: false },
  { segment_id: 2, text: 'Cómo puedo ayudar', untranslated: false },
  { segment_id: 3, text: 'My order is late', untranslated: true },
];

describe('the Translate control', () => {
  it('starts a translation, shows its progress from the event stream, and cancels it', async () => {
    const user = userEvent.setup();
    wideScreen();
    let listed: TTranslationSummary[] = [];
    const { calls } = await openViewer({
      [`GET ${LIST}`]: () => ({ json: { success: true, data: listed } }),
      [`POST ${LIST}`]: () => {
        listed = [summary({ language: 'fr', status: 'queued', progress: 0 })];
        return { status: 202, json: { success: true, data: listed[0] } };
      },
      [`DELETE ${LIST}/fr`]: () => {
        listed = [summary({ language: 'fr', status: 'cancelled', progress: 40 })];
        return { json: { success: true, message: 'Translation cancelled.' } };
      },
    });
    await screen.findByRole('region', { name: 'Transcript' });
    await chooseTool(user, 'Translate…');
    const dialog = screen.getByRole('dialog', { name: 'Translation' });
    const select = within(dialog).getByLabelText('Translate into');
    // The transcript is in English: only the other three are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spanish', 'French', 'German']);
    await user.selectOptions(select, 'fr');
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    expect(calls.find((c) => c.method === 'POST' && c.path === LIST)?.body).toEqual({ language: 'fr' });
    // Started, the dialog closes; the progress shows under the toolbar.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await event({ language: 'fr', progress: 40 });
    const group = await screen.findByRole('group', { name: 'Translation' });
    const bar = await within(group).findByRole('progressbar', { name: 'Translating into French' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    await user.click(within(group).getByRole('button', { name: 'Cancel translation' }));
    expect(calls.some((c: FakeRequest) => c.method === 'DELETE' && c.path === `${LIST}/fr`)).toBe(true);
    await event({ language: 'fr', status: 'cancelled', progress: 40 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await chooseTool(user, 'Translate…');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Translate' })).toBeEnabled();
  });

  it('says when a translation failed, with the reason', async () => {
    wideScreen();
    await openViewer({
      [`GET ${LIST}`]: () => ({
        json: {
          success: true,
          data: [summary({ status: 'failed', progress: 30, error_message: 'Tokens used up.' })],
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Spanish translation failed. Tokens used up.',
    );
  });
});

describe('without a language model on the server', () => {
  it('offers a member no Translate, and tells an administrator where to set one up', async () => {
    const user = userEvent.setup();
    const noModel = { language_model: false };
    const { view } = await openViewer({}, undefined, noModel);
    await screen.findByRole('region', { name: 'Transcript' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Translate…' })).not.toBeInTheDocument();
    expect(screen.queryByText(/LLM_API_URL/)).not.toBeInTheDocument();
    view.unmount();
    const admin = { json: { success: true, data: makeUser({ user_is_admin: true }) } };
    await openViewer({ 'GET /api/v1/user/me': () => admin }, undefined, noModel);
    await screen.findByRole('region', { name: 'Transcript' });
    await chooseTool(user, 'Translate…');
    expect(
      await screen.findByText(
        'Translation needs a language model: set LLM_API_URL on the server (see docs/configuration.md).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
  });
});

describe('a transcript side by side with its translation', () => {
  it('shows original | translation per row, the highlight in both, and exports in the translation', async () => {
    const user = userEvent.setup();
    wideScreen();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls, audio } = await openViewer({
      [`GET ${LIST}`]: () => ({ json: { success: true, data: [summary({ untranslated_segments: 1 })] } }),
      [`GET ${LIST}/es`]: () => ({ json: { success: true, data: { ...summary(), segments: SPANISH } } }),
      'POST /api/v1/audio/transcript/export/11?language=es': () => ({
        json: 'subtitles',
        headers: { 'content-disposition': 'attachment; filename="Support call.srt"' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Spanish side by side' }));
    await waitFor(() => expect(rowOf(1)).toHaveTextContent('Hola y bienvenido'));
    expect(rowOf(1)).toHaveTextContent(/Hello and welcome.*Hola y bienvenido/);
    expect(rowOf(3)).toHaveTextContent('Not translated: the original is shown.');
    // The column heading, and the export's language choice.
    expect(screen.getAllByText('Original')).toHaveLength(2);

    audio.currentTime = 8.2;
    fireEvent(audio, new Event('timeupdate'));
    await waitFor(() => expect(rowOf(2)).toHaveAttribute('aria-current', 'true'));
    const translated = rowOf(2).querySelector('[data-translation-segment="2"] p');
    expect(translated).toHaveClass('bg-accent/15');
    expect(translated).toHaveAttribute('lang', 'es');
    expect(rowOf(1).querySelector('[data-translation-segment="1"] p')).not.toHaveClass('bg-accent/15');

    const aside = screen.getByRole('complementary', { name: 'Actions' });
    await user.selectOptions(within(aside).getByLabelText('Language'), 'es');
    await user.click(within(aside).getByRole('button', { name: 'SRT' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/v1/audio/transcript/export/11?language=es')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Spanish side by side' }));
    expect(rowOf(1)).not.toHaveTextContent('Hola y bienvenido');
  });
});
