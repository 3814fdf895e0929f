import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../src/ui/Notifications/Notifications';
import { NotificationQueue, resolveNotification } from '../../../src/ui/Notifications/notificationQueue';

describe('resolveNotification', () => {
  it('defaults to info for 3000 ms with a Close button', () => {
    expect(resolveNotification('Saved')).toEqual({ message: 'Saved', status: 'info', timeout: 3000, closable: true });
  });

  it('keeps errors until closed, whatever timeout was asked for', () => {
    expect(resolveNotification('Failed', { status: 'error', timeout: 500 })).toMatchObject({ timeout: undefined, closable: true });
  });

  it('keeps persistent notifications until closed', () => {
    expect(resolveNotification('Read me', { persist: true })).toMatchObject({ timeout: undefined, closable: true });
  });

  it('offers Close only when the timeout exceeds 1000 ms', () => {
    expect(resolveNotification('a', { timeout: 1000 }).closable).toBe(false);
    expect(resolveNotification('a', { timeout: 1001 }).closable).toBe(true);
  });
});

describe('NotificationRegion', () => {
  let queue: NotificationQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    queue = new NotificationQueue();
    render(<NotificationRegion queue={queue} />);
  });

  afterEach(() => {
    act(() => queue.clear());
    vi.useRealTimers();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows a message in a polite status region and removes it after 3000 ms', () => {
    act(() => queue.notify('Project saved'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Project saved');
    expect(screen.getByRole('alertdialog', { name: 'Project saved' })).toBeInTheDocument();

    advance(2999);
    expect(screen.queryByText('Project saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Project saved')).not.toBeInTheDocument();
  });

  it('shows notifications one after another, oldest first', () => {
    act(() => {
      queue.notify('First');
      queue.notify('Second');
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(queue.pending).toHaveLength(1);

    advance(3000);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    // The second one's clock starts when it appears, not when it was queued.
    advance(2999);
    expect(screen.getByText('Second')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('keeps an error until Close is pressed, and says it is an error', () => {
    act(() => queue.notify('Could not save', { status: 'error' }));
    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Error: Could not save' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('hides the Close button at a 1000 ms timeout and shows it at 1001 ms', () => {
    act(() => queue.notify('Short', { timeout: 1000 }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText('Short')).not.toBeInTheDocument();

    act(() => queue.notify('Longer', { timeout: 1001 }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Longer')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Longer')).not.toBeInTheDocument();
  });

  it('keeps a persistent info notification past its timeout', () => {
    act(() => queue.notify('Reindexing', { persist: true, timeout: 2000 }));
    advance(10_000);
    expect(screen.getByText('Reindexing')).toBeInTheDocument();
  });
});
