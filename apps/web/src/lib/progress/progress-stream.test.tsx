import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { storeTokens } from '../tokens';
import { useLiveProgress } from './progress-context';
import { ProgressProvider } from './progress-provider';

/** EventSource stand-in: records what was opened and lets the test push events or close it. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: object) {
    this.listeners.get('transcript_progress')?.(
      new MessageEvent('transcript_progress', { data: JSON.stringify(data) }),
    );
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

function Probe() {
  const live = useLiveProgress(4);
  return <output data-testid="live">{live ? `${live.status} ${live.progress}` : 'none'}</output>;
}

function setup(onFinished = vi.fn()) {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  fakeApi(({ path }) => {
    if (path === '/api/v1/auth/refresh')
      return {
        json: {
          success: true,
          message: 'ok',
          login: { login_access_token: 'a2', login_refresh_token: 'r2' },
        },
      };
    if (path === '/api/v1/auth/authenticated')
      return {
        json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
      };
    return { json: { success: true, data: makeUser() } };
  });
  const view = renderApp(
    <ProgressProvider onFinished={onFinished}>
      <Probe />
    </ProgressProvider>,
    { route: '/dashboard' },
  );
  return { view, onFinished };
}

describe('live progress stream', () => {
  it("opens one stream for the signed-in user, with the token and the user's channel", async () => {
    setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]?.url).toBe('/api/v1/event?token=a1&channel=7');
  });

  it('applies events after the 500 ms buffer, and reports a finished transcript once', async () => {
    const { onFinished } = setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    stream.emit({ id: 4, progress: 30, status: 'transcribing' });
    stream.emit({ id: 4, progress: 45, status: 'transcribing' });
    expect(screen.getByTestId('live')).toHaveTextContent('none');
    await waitFor(() => expect(screen.getByTestId('live')).toHaveTextContent('transcribing 45'));
    expect(JSON.parse(localStorage.getItem('transcriptProgress_4') ?? '{}').progress).toBe(45);
    stream.emit({ id: 4, progress: 100, status: 'completed' });
    await waitFor(() => expect(screen.getByTestId('live')).toHaveTextContent('completed 100'));
    stream.emit({ id: 4, progress: 100, status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(4, 'completed');
    expect(localStorage.getItem('transcriptProgress_4')).toBeNull();
  });

  it('reports each end of a transcript that runs again (a redo), even when its start and end share a buffer', async () => {
    const { onFinished } = setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    stream.emit({ id: 4, progress: 100, status: 'completed' });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    // A short redo: queued and completed again within one 500 ms buffer.
    stream.emit({ id: 4, progress: 0, status: 'queued' });
    stream.emit({ id: 4, progress: 100, status: 'completed' });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(2));
    stream.emit({ id: 4, progress: 30, status: 'transcribing' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    stream.emit({ id: 4, progress: 100, status: 'completed' });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(3));
  });

  it('opens the stream again with a renewed token after the server refused it, and closes it on leaving', async () => {
    const { view } = setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    (FakeEventSource.opened[0] as FakeEventSource).refuse();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 6000 });
    const second = FakeEventSource.opened[1] as FakeEventSource;
    expect(second.url).toBe('/api/v1/event?token=a2&channel=7');
    view.unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing without a token', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fakeApi(() => ({ json: { success: true, data: makeUser() } }));
    renderApp(
      <ProgressProvider>
        <Probe />
      </ProgressProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
