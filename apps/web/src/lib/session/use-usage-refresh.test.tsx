import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { useSession } from './session-context';
import { useUsageRefresh } from './use-usage-refresh';

function RefreshProbe() {
  const refreshUsage = useUsageRefresh();
  const { user } = useSession();
  return (
    <button type="button" onClick={refreshUsage}>
      {`used ${user?.user_plan.user_plan_audio_upload_daily_usage ?? '-'}`}
    </button>
  );
}

async function refreshWith(answer: () => FakeResponse) {
  const calls = fakeApi(answer);
  renderApp(<RefreshProbe />);
  await userEvent.setup().click(screen.getByRole('button'));
  return calls;
}

describe('usage refresh', () => {
  it('fetches the profile again and keeps the new usage', async () => {
    const calls = await refreshWith(() => ({ json: { success: true, data: makeUser() } }));
    expect(await screen.findByRole('button', { name: 'used 1' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/user/me']);
  });

  it("warns with the server's message when the profile cannot be fetched", async () => {
    await refreshWith(() => fail(422, 'NOT_A_KNOWN_CODE', 'The server explains what went wrong.'));
    expect(await screen.findByText('Could not update usage data.')).toBeInTheDocument();
    expect(screen.getByText('The server explains what went wrong.')).toBeInTheDocument();
  });

  it.each([
    { case: 'no message from the server', answer: (): FakeResponse => ({ status: 500 }) },
    {
      case: 'the server not reached',
      answer: (): FakeResponse => {
        throw new TypeError('Failed to fetch');
      },
    },
  ])("else with 'Failed to fetch user profile.': $case", async ({ answer }) => {
    await refreshWith(answer);
    expect(await screen.findByText('Could not update usage data.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch user profile.')).toBeInTheDocument();
  });
});
