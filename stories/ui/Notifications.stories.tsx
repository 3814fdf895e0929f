import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Inline,
  NotificationProvider,
  NotificationQueue,
  NotificationRegion,
  notificationStatuses,
  useNotify,
  type NotificationStatus,
} from '../../src/ui';

interface DemoProps {
  /** Message to queue. */
  message: string;
  status: NotificationStatus;
  persist: boolean;
  timeout: number;
}

function Trigger({ message, status, persist, timeout }: DemoProps) {
  const notify = useNotify();
  return <Button onPress={() => notify(message, { status, persist, timeout })}>Notify</Button>;
}

/** Each story gets its own queue so a notification never leaks into the next story. */
function Demo(props: DemoProps) {
  const queue = useMemo(() => new NotificationQueue(), []);
  return (
    <NotificationProvider queue={queue}>
      <Trigger {...props} />
    </NotificationProvider>
  );
}

const meta = {
  title: 'UI/Notifications',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Project saved', status: 'info', persist: false, timeout: 3000 },
  argTypes: { status: { control: 'inline-radio', options: notificationStatuses } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Playground: Story = {};

export const Info: Story = {
  args: { message: 'Role updated', status: 'info', persist: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Notify' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await page().findByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Role updated');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { message: 'Organization created', status: 'success', persist: true },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('alertdialog', { name: 'Success: Organization created' })).toBeVisible();
  },
};

export const ErrorPersists: Story = {
  name: 'Error (persists until closed)',
  args: { message: 'Request failed with status code 500', status: 'error' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await page().findByRole('alertdialog', { name: 'Error: Request failed with status code 500' });
    // Close by keyboard: Tab reaches the notification, then its Close button.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to where it was before the notification took it.
    await expect(within(canvasElement).getByRole('button', { name: 'Notify' })).toHaveFocus();
  },
};

export const ShortWithoutClose: Story = {
  name: 'Short timeout (no Close button)',
  args: { message: 'Copied', timeout: 1000 },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await page().findByRole('alertdialog', { name: 'Copied' });
    await expect(within(toast).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const OneAfterAnother: Story = {
  name: 'Queued one after another',
  args: { message: 'Paper saved', timeout: 1500 },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(await page().findAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

function Matrix() {
  const queues = useMemo(
    () =>
      notificationStatuses.map((status) => {
        const queue = new NotificationQueue();
        queue.notify(`A ${status} notification with a message long enough to wrap onto a second line of the snackbar`, {
          status,
          persist: true,
        });
        return queue;
      }),
    [],
  );
  // Three regions side by side: the snackbar is fixed, so each is offset for the screenshot.
  return (
    <Inline gap="lg">
      {queues.map((queue, index) => (
        <div key={notificationStatuses[index]} style={{ transform: `translateY(-${index * 96}px)` }}>
          <NotificationRegion queue={queue} aria-label={`${notificationStatuses[index]} notifications`} />
        </div>
      ))}
    </Inline>
  );
}

export const StateMatrix: Story = {
  render: () => <Matrix />,
  play: async () => {
    await expect(await page().findAllByRole('status')).toHaveLength(3);
  },
};
