import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminModels } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/api/catalogue/query-keys';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { modelEvents } from '../testing/models-server';
import { ModelsPanel } from './models-panel';

const item = async (name: string, listName = 'Downloadable models') => {
  const list = await screen.findByRole('list', { name: listName });
  const found = within(list)
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByText(name, { exact: true }));
  if (!found) throw new Error(`no model ${name}`);
  return within(found);
};

/** The list with one model changed. */
const changed = (models: TAdminModels, name: string, change: Partial<TAdminModels['models'][number]>) => ({
  ...models,
  models: models.models.map((model) => (model.name === name ? { ...model, ...change } : model)),
});

describe('the models panel', () => {
  it('shows each model with its state, what it is for, size, licence, published accuracy, and the disk used', async () => {
    adminServer(adminState());
    renderApp(<ModelsPanel />);
    const v3 = await item('parakeet-v3');
    expect(v3.getByText('NVIDIA Parakeet TDT 0.6B v3 (int8)')).toBeInTheDocument();
    expect(v3.getByText('Downloading 43%')).toBeInTheDocument();
    expect(v3.getByRole('progressbar', { name: 'Download of parakeet-v3' })).toHaveAttribute(
      'aria-valuenow',
      '43',
    );
    expect(v3.getByText('172.00 MB of 400.00 MB')).toBeInTheDocument();
    expect(
      v3.getByText('Transcription mode for 3 languages: English, German, and French'),
    ).toBeInTheDocument();
    expect(v3.getByText('400.00 MB')).toBeInTheDocument();
    expect(v3.getByText('CC-BY-4.0')).toBeInTheDocument();
    expect(v3.getByText('WER 6.34% (model card)')).toHaveAttribute('lang', 'en');
    expect(v3.getByRole('button', { name: 'Cancel parakeet-v3' })).toBeInTheDocument();
    expect(v3.queryByRole('button', { name: /^Install/ })).not.toBeInTheDocument();

    const v2 = await item('parakeet-v2');
    expect(v2.getByText('Failed')).toBeInTheDocument();
    expect(v2.getByText('getaddrinfo ENOTFOUND github.com')).toHaveTextContent(
      'Failed: getaddrinfo ENOTFOUND github.com',
    );
    const local = new Date('2026-03-02T10:15:00.000Z').toLocaleString('en', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(v2.getByText(`Next try at ${local}`)).toBeInTheDocument();
    expect(v2.getByRole('button', { name: 'Install parakeet-v2' })).toBeInTheDocument();
    expect(v2.getByRole('button', { name: 'Cancel parakeet-v2' })).toBeInTheDocument();

    const campplus = await item('campplus');
    expect(campplus.getByText('Installed')).toBeInTheDocument();
    expect(campplus.getByText('Telling speakers apart')).toBeInTheDocument();
    expect(campplus.getByRole('button', { name: 'Remove campplus' })).toBeInTheDocument();
    expect(campplus.queryByRole('button', { name: /^(Install|Cancel)/ })).not.toBeInTheDocument();

    const wespeaker = await item('wespeaker-resnet34');
    expect(wespeaker.getByText('Not installed')).toBeInTheDocument();
    expect(wespeaker.getByRole('button', { name: 'Install wespeaker-resnet34' })).toBeInTheDocument();
    expect(wespeaker.queryByRole('button', { name: /^(Cancel|Remove)/ })).not.toBeInTheDocument();

    expect(screen.getByText('Disk used by models').nextSibling).toHaveTextContent('200.00 MB');
    expect(screen.getByText('Being installed').nextSibling).toHaveTextContent('1');
  });

  it('follows the event stream: progress as it comes, then installed, and the dialogs’ modes are asked for again', async () => {
    const state = adminState();
    adminServer(state);
    const { queryClient } = renderApp(<ModelsPanel />);
    queryClient.setQueryData(catalogueKeys.models, []);
    await item('parakeet-v3');
    state.events.send(changed(state.models, 'parakeet-v3', { percent: 80.5, done_bytes: 322 * 1024 * 1024 }));
    expect(await (await item('parakeet-v3')).findByText('Downloading 80%')).toBeInTheDocument();
    expect(queryClient.getQueryState(catalogueKeys.models)?.isInvalidated).toBe(false);
    state.events.send(
      changed(state.models, 'parakeet-v3', { state: 'installed', percent: null, done_bytes: null }),
    );
    const v3 = await item('parakeet-v3');
    expect(await v3.findByText('Installed')).toBeInTheDocument();
    expect(v3.getByRole('button', { name: 'Remove parakeet-v3' })).toBeInTheDocument();
    expect(queryClient.getQueryState(catalogueKeys.models)?.isInvalidated).toBe(true);
  });

  it('asks for the list every 2 s when the event stream fails', async () => {
    const state = adminState();
    state.events = modelEvents({ refused: true });
    adminServer(state);
    renderApp(<ModelsPanel />);
    expect(await (await item('parakeet-v3')).findByText('Downloading 43%')).toBeInTheDocument();
    state.models = changed(state.models, 'parakeet-v3', { percent: 61 });
    expect(
      await (await item('parakeet-v3')).findByText('Downloading 61%', {}, { timeout: 3500 }),
    ).toBeInTheDocument();
  });

  it('installs and cancels at once, removes after asking, each with a toast', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<ModelsPanel />);
    await user.click((await item('wespeaker-resnet34')).getByRole('button', { name: /^Install/ }));
    expect(
      await screen.findByText('WeSpeaker ResNet34 speaker embeddings is being installed in the background.'),
    ).toBeInTheDocument();
    const wespeaker = await item('wespeaker-resnet34');
    expect(wespeaker.getByText('Waiting to install')).toBeInTheDocument();
    expect(wespeaker.getByRole('button', { name: 'Cancel wespeaker-resnet34' })).toBeInTheDocument();

    await user.click((await item('parakeet-v3')).getByRole('button', { name: 'Cancel parakeet-v3' }));
    expect(
      await screen.findByText('NVIDIA Parakeet TDT 0.6B v3 (int8) will not be installed.'),
    ).toBeInTheDocument();
    expect((await item('parakeet-v3')).getByText('Not installed')).toBeInTheDocument();

    await user.click((await item('campplus')).getByRole('button', { name: 'Remove campplus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove campplus?' });
    expect(dialog).toHaveTextContent('3D-Speaker CAM++ speaker embeddings (28.00 MB) is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3D-Speaker CAM++ speaker embeddings was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await item('campplus')).getByText('Not installed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/admin/models/wespeaker-resnet34/install',
      'POST /api/v1/admin/models/parakeet-v3/cancel',
      'DELETE /api/v1/admin/models/campplus',
    ]);
  });

  it('says why an action was refused, in the reader’s language', async () => {
    const user = userEvent.setup();
    adminServer(adminState(), {
      // An answer the client cannot read: the action's own text says what failed.
      extra: ({ method }) => (method === 'POST' ? { json: { success: true } } : undefined),
    });
    renderApp(<ModelsPanel />, { language: 'fr' });
    const wespeaker = await item('wespeaker-resnet34', 'Modèles téléchargeables');
    await user.click(wespeaker.getByRole('button', { name: 'Installer wespeaker-resnet34' }));
    expect(await screen.findByText('Le modèle n’a pas pu être installé.')).toBeInTheDocument();
    expect(wespeaker.getByText('Non installé')).toBeInTheDocument();
  });
});
