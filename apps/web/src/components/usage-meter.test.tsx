import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { GoUnlimitedButton } from './go-unlimited-button';
import { UsageMeter } from './usage-meter';

function Usage() {
  const user = useSession().user;
  return user ? (
    <>
      <UsageMeter plan={user.user_plan} />
      <GoUnlimitedButton />
    </>
  ) : null;
}

function signedInOn(limit: number | null, usage: number) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  const plan = {
    user_plan_name: limit === null ? 'premium' : 'free',
    user_plan_audio_upload_daily_usage: usage,
    user_plan_audio_upload_daily_limit: limit,
  };
  fakeApi(({ path }) =>
    path === '/api/v1/auth/authenticated'
      ? { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } }
      : { json: { success: true, data: makeUser({ user_plan: plan }) } },
  );
  renderApp(<Usage />);
}

describe('the usage box', () => {
  it('counts against the Free plan’s limit, with a bar and Go Unlimited', async () => {
    signedInOn(3, 2);
    expect(await screen.findByText('2 of 3 Transcriptions Used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('button', { name: 'Go Unlimited' })).toBeInTheDocument();
  });

  it('says “Unlimited” to someone on an unlimited plan, and offers no upgrade', async () => {
    signedInOn(null, 7);
    expect(await screen.findByText('Unlimited plan: 7 transcriptions today')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Unlimited' })).not.toBeInTheDocument();
  });
});
