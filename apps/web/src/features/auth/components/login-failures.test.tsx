import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { LoginPage } from './login-page';

interface Flow {
  name: string;
  route: string;
  /** The form's fields by label and what the user types into each, in order (none for Google). */
  fields: Record<string, string>;
  /** The button that starts the call. */
  button: string;
  /** The spec's text when the server answered without a message. */
  failed: string;
  /** The spec's text when the server was not reached at all. */
  unknown: string;
}

const EMAIL = { Email: 'ada@example.com' };
const CREDENTIALS = { ...EMAIL, Password: 'password123' };

const FLOWS: Flow[] = [
  {
    name: 'Google sign-in',
    route: '/login',
    fields: {},
    button: 'Sign in with Google',
    failed: 'Error initiating Google login.',
    unknown: 'An unknown error occurred while initiating Google Login.',
  },
  {
    name: 'sign-in',
    route: '/login',
    fields: CREDENTIALS,
    button: 'Sign in',
    failed: 'Error logging in.',
    unknown: 'An unknown error occurred during login.',
  },
  {
    name: 'sign-up',
    route: '/login?mode=signup',
    fields: { ...CREDENTIALS, 'Confirm password': 'password123' },
    button: 'Sign up',
    failed: 'Sign up failed.',
    unknown: 'An unknown error occurred during sign up.',
  },
  {
    name: 'reset link request',
    route: '/login?mode=forgot',
    fields: EMAIL,
    button: 'Send Reset Link',
    failed: 'Failed to send reset link.',
    unknown: 'An unknown error occurred while sending reset link.',
  },
];

/** Fills the flow's form and starts its call, which the server answers with `answer`. */
async function failWith(flow: Flow, answer: () => FakeResponse) {
  const user = userEvent.setup();
  fakeApi(answer);
  renderApp(<LoginPage />, { route: flow.route, path: '/login', loginProbe: false });
  for (const [label, text] of Object.entries(flow.fields)) {
    await user.type(screen.getByLabelText(label), text);
  }
  await user.click(await screen.findByRole('button', { name: flow.button }));
}

describe.each(FLOWS)('a failed $name', (flow) => {
  it("shows the server's message", async () => {
    await failWith(flow, () => fail(422, 'NOT_A_KNOWN_CODE', 'The server explains what went wrong.'));
    expect(await screen.findByText('The server explains what went wrong.')).toBeInTheDocument();
  });

  it(`says '${flow.failed}' when the server gives no message`, async () => {
    await failWith(flow, () => ({ status: 500 }));
    expect(await screen.findByText(flow.failed)).toBeInTheDocument();
  });

  it(`says '${flow.unknown}' when the server cannot be reached`, async () => {
    await failWith(flow, () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText(flow.unknown)).toBeInTheDocument();
  });
});
