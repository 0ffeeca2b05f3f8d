// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const notifications = () => screen.getByRole('region', { name: /Notifications/ });
/** Ama as the server answers a sign-in: by log in, or by the e-mail code. */
const AMA = aUser();

describe('log in', () => {
  it("sends an unverified address to /verify-email with the spec's toast", async () => {
    const { router } = renderApp('/login', {
      'POST /api/auth/login': () =>
        jsonResponse({ message: 'Please verify your email before logging in.' }, 403),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'ama@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kente-Loom-42');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toEqual({ email: 'ama@example.com' });
    expect(notifications()).toHaveTextContent('Email not verified');
    expect(notifications()).toHaveTextContent('Please verify your email before logging in.');
  });

  it("shows 'Login failed' with the server's message and stays", async () => {
    const { router } = renderApp('/login', {
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, 401),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'ama@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Login failed'));
    expect(notifications()).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes back to the protected page it came from once signed in', async () => {
    const { router } = renderApp('/login?redirect=%2Fprofile', {
      'POST /api/auth/login': () => jsonResponse(AMA),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'ama@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kente-Loom-42');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await screen.findByRole('heading', { name: 'My Profile' });
  });
});

describe('sign up', () => {
  it("checks the form with the spec's messages before calling the server", async () => {
    const { calls } = renderApp('/signup', {});
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'ama@');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/api/auth/signup')).toEqual([]);
  });

  it('goes on to /verify-email and says to check the e-mail, as for every address', async () => {
    const message =
      'We sent an email to ama@example.com. Enter the 6-digit code from it to verify your address. If you already have an account, the email tells you how to log in instead.';
    const { router, calls } = renderApp('/signup', {
      'POST /api/auth/signup': () => jsonResponse({ message, email: 'ama@example.com' }, 201),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ama');
    await user.type(screen.getByLabelText('Last name'), 'Mensah');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'Ama@Example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kente-Loom-42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toEqual({ email: 'ama@example.com' });
    expect(notifications()).toHaveTextContent('Check your email');
    expect(notifications()).toHaveTextContent(message);
    expect(calls.find((call) => call.url === '/api/auth/signup')?.body).toEqual({
      email: 'ama@example.com',
      password: 'Kente-Loom-42',
      firstName: 'Ama',
      lastName: 'Mensah',
    });
  });
});

describe('verify e-mail', () => {
  it('signs the new account in with the code and goes on to where the sign-up started', async () => {
    const { router, calls } = renderApp('/verify-email?email=ama%40example.com&redirect=%2Fprofile', {
      'POST /api/auth/verify-email': () => jsonResponse(AMA),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await screen.findByRole('heading', { name: 'My Profile' });
    expect(notifications()).toHaveTextContent('Email verified');
    expect(notifications()).toHaveTextContent('Welcome to Akwaaba Drive, Ama!');
    expect(calls.find((call) => call.url === '/api/auth/verify-email')?.body).toEqual({
      email: 'ama@example.com',
      code: '123456',
    });
  });

  it('carries where the visitor was going from log in to sign up and on', async () => {
    const { router } = renderApp('/login?redirect=%2Fbook%2Fc1', {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toMatchObject({ redirect: '/book/c1' });
  });
});

describe('reset password', () => {
  it("says 'Invalid Reset Link' when the link has no token", async () => {
    renderApp('/reset-password', {});
    expect(await screen.findByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    expect(notifications()).toHaveTextContent('Invalid Reset Link');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("refuses passwords that don't match, then resets and goes to login after 3 s", async () => {
    const { router, calls } = renderApp('/reset-password?token=u.abc', {
      'POST /api/auth/reset-password': () => jsonResponse({ message: 'Your password has been reset.' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password', { exact: true }), 'Harmattan-Breeze-7');
    await user.type(screen.getByLabelText('Confirm new password', { exact: true }), 'Harmattan-Breeze-8');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password', { exact: true }));
    await user.type(screen.getByLabelText('Confirm new password', { exact: true }), 'Harmattan-Breeze-7');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText(/Your password has been reset/);
    expect(calls.find((call) => call.url === '/api/auth/reset-password')?.body).toEqual({
      token: 'u.abc',
      password: 'Harmattan-Breeze-7',
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4500 });
  });
});

describe('profile when signed out', () => {
  it('sends the browser to /api/login, which comes back to /profile', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/profile', {});
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fprofile'));
  });
});
