import { screen } from '@testing-library/react';
import { ZUser } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { BillingPanel } from './billing-panel';

describe('billing panel', () => {
  it("says 'Billing information coming soon...' below the plan", () => {
    renderApp(<BillingPanel user={ZUser.parse(makeUser())} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Billing information coming soon...')).toBeInTheDocument();
    // Today's usage is beside the Settings page's tabs already: not a second time here.
    expect(screen.queryByText(/Transcriptions Used/)).not.toBeInTheDocument();
  });
});
