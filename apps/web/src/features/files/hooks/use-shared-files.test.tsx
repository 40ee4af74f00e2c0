import { screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches, shareFiles } from '@/test/fake-caches';
import { renderApp } from '@/test/render';
import { useSharedFiles } from './use-shared-files';

/** What the upload dialog does with the hook: lists what it is handed. */
function Probe({ shared }: { shared: boolean }) {
  const [names, setNames] = useState<string[]>([]);
  useSharedFiles(shared, (files) => setNames((list) => [...list, ...files.map((file) => file.name)]));
  return <p data-testid="names">{names.join(', ')}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSharedFiles: the dashboard opened by the share target', () => {
  it('adds the shared files once, even mounted twice (StrictMode), and drops ?shared from the address', async () => {
    const storage = fakeCaches();
    vi.stubGlobal('caches', storage);
    await shareFiles(storage, [{ name: 'call.m4a', type: 'audio/mp4' }]);
    renderApp(
      <StrictMode>
        <Probe shared />
      </StrictMode>,
      { route: '/dashboard?shared=1&folder=3' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?folder=3'));
    expect(screen.getByTestId('names')).toHaveTextContent(/^call\.m4a$/);
    expect(await (await storage.open('transcribe-share-target')).keys()).toHaveLength(0);
  });

  it('leaves the store alone when the dashboard was not opened by a share', async () => {
    const storage = fakeCaches();
    vi.stubGlobal('caches', storage);
    await shareFiles(storage, [{ name: 'later.mp3', type: 'audio/mpeg' }]);
    renderApp(<Probe shared={false} />, { route: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('names')).toBeEmptyDOMElement();
    expect(await (await storage.open('transcribe-share-target')).keys()).toHaveLength(1);
  });
});
