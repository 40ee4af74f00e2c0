import type { InfiniteData } from '@tanstack/react-query';
import type { TAudioListResponse } from '@transcribe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioKeys } from '@/api/audio/query-keys';
import { folderKeys } from '@/api/folders/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { makeAudioItem } from '@/test/audio-items';
import { fakeApi, makeUser } from '@/test/fake-api';
import { preloadPage } from './routes';

const folder = { folder_id: 12, folder_name: 'Calls', folder_parent_id: 0, folder_children: [] };

function api() {
  return fakeApi(({ path }) => {
    if (path.startsWith('/api/v1/audio?'))
      return { json: { success: true, data: [makeAudioItem(5, 'call.wav', 12)], next_cursor: null } };
    if (path === '/api/v1/folder') return { json: { success: true, data: [folder] } };
    return { status: 404, json: { success: false, message: 'no' } };
  });
}

describe('preloadPage: what the first render of the dashboard needs, read before it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the opened folder’s first page and the folder trees once the session is good', async () => {
    const calls = api();
    const client = createQueryClient();
    await preloadPage({ pathname: '/dashboard/', search: '?folder=12' }, client, Promise.resolve(makeUser()));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/v1/audio?limit=100&folder_id=12',
      '/api/v1/folder',
    ]);
    const pages = client.getQueryData<InfiniteData<TAudioListResponse>>(audioKeys.pages(12));
    expect(pages?.pages[0]?.data.map((item) => item.audio_file.file_name)).toEqual(['call.wav']);
    expect(client.getQueryData(folderKeys.all)).toHaveLength(1);
  });

  it('holds the first render back only briefly when the files are slow to come', async () => {
    fakeApi(() => new Promise(() => {}));
    const started = performance.now();
    await preloadPage(
      { pathname: '/dashboard/', search: '' },
      createQueryClient(),
      Promise.resolve(makeUser()),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('asks for nothing without a session, nor for a page other than the home', async () => {
    const calls = api();
    const client = createQueryClient();
    await preloadPage({ pathname: '/dashboard/', search: '' }, client, Promise.resolve(null));
    await preloadPage({ pathname: '/dashboard/profile', search: '' }, client, Promise.resolve(makeUser()));
    expect(calls).toEqual([]);
  });
});
