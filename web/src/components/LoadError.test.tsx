// @vitest-environment jsdom
import '#app/test/dom.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '#app/api/http.ts';
import { LoadError } from './LoadError.tsx';

describe('LoadError', () => {
  it("says what could not be loaded, with the server's message, and tries again on request", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        what="your cars"
        error={new HttpError(403, '{"message":"Only an admin can do this."}')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your cars.");
    expect(alert).toHaveTextContent('Only an admin can do this.');
    expect(alert).not.toHaveTextContent('403');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells a phone that got no answer to check its connection', () => {
    render(
      <LoadError what="this car" error={new TypeError('Failed to fetch')} onRetry={() => {}} layout="page" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
  });
});
