// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '#app/api/auth.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

/** The ID Verification card on /profile for Ama, whose documents stand as `overrides` say. */
async function idCard(overrides: Partial<User>) {
  renderApp('/profile', {}, { user: aUser(overrides) });
  return screen.findByRole('region', { name: 'ID Verification' });
}

describe('the ID Verification badge', () => {
  it.each([
    ['none', 'Not verified yet'],
    ['pending', 'Pending review'],
    ['approved', 'Verified'],
  ] as const)('reads %s as “%s”', async (driverVerification, badge) => {
    const card = await idCard({ driverVerification, identityVerified: driverVerification === 'approved' });
    expect(within(card).getByText(badge, { exact: true })).toBeInTheDocument();
  });

  it('says Verified only once approved: documents waiting for review are not', async () => {
    const card = await idCard({
      driverVerification: 'pending',
      driverLicenseDocument: '/objects/identity-documents/l',
      nationalIdDocument: '/objects/identity-documents/n',
    });
    expect(within(card).queryByText('Verified', { exact: true })).not.toBeInTheDocument();
  });

  it("shows Not verified with the admin's note when rejected", async () => {
    const card = await idCard({
      driverVerification: 'rejected',
      driverVerificationNote: 'The licence photo is blurred.',
    });
    expect(within(card).getByText('Not verified', { exact: true })).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent('“The licence photo is blurred.”');
  });
});

describe('the Ghana Card number', () => {
  it('is saved as the card prints it, whatever the spacing and case typed, and shown so', async () => {
    const saved = aUser({ nationalIdNumber: 'GHA-712345678-9' });
    const { calls } = renderApp(
      '/profile',
      { 'PATCH /api/profile/verification': () => jsonResponse(saved) },
      { user: aUser() },
    );
    const card = await screen.findByRole('region', { name: 'ID Verification' });
    const number = within(card).getByLabelText('Ghana Card number');
    const user = userEvent.setup();
    await user.type(number, 'GHA-71234567-9');
    await user.click(within(card).getByRole('button', { name: 'Save ID Details' }));
    expect(await within(card).findByText('Ghana Card number must look like GHA-123456789-0')).toBeVisible();
    await user.clear(number);
    await user.type(number, 'gha 712345678 9');
    await user.click(within(card).getByRole('button', { name: 'Save ID Details' }));
    await waitFor(() => expect(number).toHaveValue('GHA-712345678-9'));
    expect(calls.find((call) => call.url === '/api/profile/verification')?.body).toMatchObject({
      nationalIdNumber: 'GHA-712345678-9',
    });
  });
});
