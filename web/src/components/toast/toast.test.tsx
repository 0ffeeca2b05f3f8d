// @vitest-environment jsdom
import '#app/test/dom.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { dismissToast, TOAST_DEFAULT_DURATION, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows title and description in a polite live region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your car is listed.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('[aria-live="polite"]')).toContainElement(screen.getByText('Saved'));
    expect(screen.getByText('Your car is listed.')).toBeInTheDocument();
  });

  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('dismisses itself after 5000 ms by default', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booked' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1));
    expect(screen.getByText('Booked')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Booked')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('closes from its close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe to the right beyond 50 px, not a shorter one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const card = screen.getByTestId('toast');
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 140 });
    fireEvent.pointerUp(card, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 151 });
    fireEvent.pointerUp(card, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves focus to the notification region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
