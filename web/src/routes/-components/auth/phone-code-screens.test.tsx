// @vitest-environment jsdom
import '#app/test/dom.ts';
import { USER_MESSAGES as M } from '@akwaaba/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

/*
 * The two screens of the phone codes (docs/adr/0041): the Profile's phone verification card,
 * and logging in by SMS code.
 */

const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const AMA = aUser({ phoneNumber: '+233244123456', phoneVerified: false });

describe('verifying a phone number on Profile', () => {
  it('texts a code to the profile’s number, then verifies it with the typed code', async () => {
    const { calls } = renderApp(
      '/profile',
      {
        'POST /api/profile/phone': () =>
          jsonResponse({
            message: 'We texted a 6-digit code to 024 412 3456. It works for 10 minutes.',
            phoneNumber: '+233244123456',
          }),
        'POST /api/profile/phone/verify': () => jsonResponse({ ...AMA, phoneVerified: true }),
      },
      { user: AMA },
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Phone verification' });
    expect(card).toHaveTextContent('Not verified');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('024 412 3456');
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await user.type(await screen.findByLabelText('Code from the text message'), '042917');
    expect(card).toHaveTextContent('Enter the 6-digit code we texted to 024 412 3456.');
    await user.click(screen.getByRole('button', { name: 'Verify Number' }));
    await waitFor(() => expect(card).toHaveTextContent('024 412 3456 is your verified number.'));
    expect(notifications()).toHaveTextContent('Phone number verified');
    expect(
      calls.filter((call) => call.call.startsWith('POST /api/profile/phone')).map((c) => c.body),
    ).toEqual([{ phoneNumber: '024 412 3456' }, { code: '042917' }]);
  });

  it('shows the server’s refusal of a landline on the number field', async () => {
    renderApp(
      '/profile',
      {
        'POST /api/profile/phone': () =>
          jsonResponse({ message: M.phoneNotMobile, fields: { phoneNumber: M.phoneNotMobile } }, 400),
      },
      { user: aUser({ phoneNumber: null, phoneVerified: false }) },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '030 212 3456');
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(M.phoneNotMobile).length).toBeGreaterThan(0);
  });

  it('says a verified number is verified', async () => {
    renderApp('/profile', {}, { user: { ...AMA, phoneVerified: true } });
    const card = await screen.findByRole('region', { name: 'Phone verification' });
    expect(card).toHaveTextContent('Verified');
    expect(card).toHaveTextContent('024 412 3456 is your verified number.');
    expect(screen.queryByRole('button', { name: 'Text Me a Code' })).not.toBeInTheDocument();
  });
});

describe('logging in by SMS code', () => {
  it('is offered on the login screen, texts a code to the number, and signs in with it', async () => {
    const { router, calls } = renderApp('/login?redirect=%2Fprofile', {
      'POST /api/auth/phone/start': () =>
        jsonResponse({
          message:
            'If 024 412 3456 is the verified number of an account, we texted it a 6-digit sign-in code. It works for 10 minutes.',
          phoneNumber: '+233244123456',
        }),
      'POST /api/auth/phone/verify': () => jsonResponse({ ...AMA, phoneVerified: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Log in by SMS code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/phone'));
    await user.type(await screen.findByLabelText('Mobile number'), '024 412 3456');
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await user.type(await screen.findByLabelText('Code from the text message'), '042917');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((call) => call.call === 'POST /api/auth/phone/verify')?.body).toEqual({
      phoneNumber: '+233244123456',
      code: '042917',
    });
  });

  it('shows a refused code on the code field and stays', async () => {
    const { router } = renderApp('/login/phone', {
      'POST /api/auth/phone/start': () =>
        jsonResponse({ message: 'If ... we texted it a code.', phoneNumber: '+233244123456' }),
      'POST /api/auth/phone/verify': () =>
        jsonResponse({ message: M.phoneCodeNotAccepted, fields: { code: M.phoneCodeNotAccepted } }, 400),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '024 412 3456');
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await user.type(await screen.findByLabelText('Code from the text message'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Login failed'));
    expect(screen.getByLabelText('Code from the text message')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/login/phone');
  });
});
