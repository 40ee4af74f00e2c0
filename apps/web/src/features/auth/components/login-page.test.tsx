import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { LoginPage } from './login-page';

const renderLogin = (route = '/login', language = 'en') =>
  renderApp(<LoginPage />, { route, language, path: '/login', loginProbe: false });

describe('login page', () => {
  it('switches between sign-in, sign-up and forgot with the spec subtitles', async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ json: {} }));
    renderLogin();
    expect(screen.getByText('Please enter your details to sign in.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Create your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Reset your password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows the three plans', () => {
    renderLogin();
    for (const plan of ['Free', 'Premium', 'Business']) {
      expect(screen.getByRole('heading', { name: plan })).toBeInTheDocument();
    }
    expect(screen.getByText('3 transcriptions per day')).toBeInTheDocument();
  });

  it('requires e-mail and password before calling the server', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => ({ json: {} }));
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(calls).toHaveLength(0);
  });

  it("refuses a sign-up whose passwords differ: 'Passwords do not match.'", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => ({ json: {} }));
    renderLogin('/login?mode=signup');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password124');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('after signing up returns to sign-in with the success message and the e-mail filled in', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => ({
      status: 201,
      json: {
        success: true,
        message: 'Registration successful! Please sign in.',
        data: { user: makeUser() },
      },
    }));
    renderLogin('/login?mode=signup');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration successful! Please sign in.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your details to sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/user',
      body: { user_email: 'ada@example.com', user_password: 'password123' },
    });
  });

  it("reads 'Processing...' while signing in, then stores the tokens", async () => {
    const user = userEvent.setup();
    let answer: (value: { json: unknown }) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer({
      json: {
        success: true,
        message: 'Login successful.',
        login: { login_access_token: 'a1', login_refresh_token: 'r1' },
        user: makeUser(),
      },
    });
    await waitFor(() => expect(getAccessToken()).toBe('a1'));
  });

  it("says 'Login failed: Token not received.' when the answer has no access token", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({ json: { success: true, message: 'Login successful.', user: makeUser() } }));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed: Token not received.')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it("says 'Login failed: Invalid data from server.' when the tokens come without a valid user", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      json: {
        success: true,
        message: 'Login successful.',
        login: { login_access_token: 'a1', login_refresh_token: 'r1' },
        user: { user_id: 'seven' },
      },
    }));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed: Invalid data from server.')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it("shows a wrong password in the user's language", async () => {
    const user = userEvent.setup();
    fakeApi(() => fail(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password.'));
    renderLogin('/login', 'es');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('El correo electrónico o la contraseña no son correctos.'),
    ).toBeInTheDocument();
  });

  it("confirms a reset request with 'Password reset link has been sent to your email.'", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(() => ({
      json: { success: true, message: 'Password reset link has been sent to your email.' },
    }));
    renderLogin('/login?mode=forgot');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset link has been sent to your email.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/v1/auth/password/reset',
      body: { email: 'ada@example.com' },
    });
  });

  it('offers no Google sign-in when the server has no provider set up', async () => {
    fakeApi(() => ({ json: {} }), { google_sign_in: false });
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('explains when Google sign-in is not configured on the server', async () => {
    const user = userEvent.setup();
    fakeApi(() => fail(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured on this server.'));
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google sign-in is not available on this server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});
