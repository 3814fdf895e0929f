import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGREEMENT_TEXT, ProjectAgreementScreen } from '../../src/screens';
import { emptyAgreement, filledAgreement, manyPapersAgreement } from './projectAgreementFixtures';

const meta = {
  title: 'Screens/ProjectAgreement',
  component: ProjectAgreementScreen,
  args: {
    status: 'ready',
    agreement: filledAgreement,
    onRetry: fn(),
    onExportDisagreements: fn(),
    onToleranceChange: fn(),
  },
} satisfies Meta<typeof ProjectAgreementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until `element` has focus (at most `limit` presses). */
async function tabTo(element: Element, limit = 40) {
  for (let i = 0; i < limit && document.activeElement !== element; i++) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** The value shown for a figure of the totals. */
const figure = (canvasElement: HTMLElement, label: string) => {
  const totals = within(canvasElement).getByRole('region', { name: 'Project totals' });
  const term = within(totals).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!;
};

export const Playground: Story = { parameters: { visual: { skip: 'the same screen as Filled, which has the screenshot' } } };

export const Loading: Story = {
  args: { status: 'loading', agreement: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agreement' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: AGREEMENT_TEXT.loading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: AGREEMENT_TEXT.export })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { agreement: emptyAgreement },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agreement: SGLT2 inhibitors in heart failure' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: AGREEMENT_TEXT.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AGREEMENT_TEXT.export })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { status: 'error', agreement: undefined, error: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: AGREEMENT_TEXT.loadFailed })).toBeVisible();
    await expect(canvas.getByText('Network error')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden', agreement: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByText(AGREEMENT_TEXT.forbidden)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Twelve papers, two misread values: the totals, the ICC, the table, the plot and its numbers, the export by keyboard. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agreement: SGLT2 inhibitors in heart failure' })).toBeVisible();
    await expect(figure(canvasElement, 'Papers extracted twice or more')).toHaveTextContent('12');
    await expect(figure(canvasElement, 'Values compared')).toHaveTextContent('216');
    await expect(figure(canvasElement, 'Agreed')).toHaveTextContent('214 99.1 %');
    await expect(figure(canvasElement, 'Differing')).toHaveTextContent('2');
    await expect(figure(canvasElement, 'ICC(2,1)')).toHaveTextContent('0.9997 95 % CI 0.9995 to 0.9998, 144 pairs');

    const table = canvas.getByRole('table', { name: 'Agreement per paper' });
    await expect(table).toHaveAttribute('aria-rowcount', '13');
    const apixaban = within(table).getByRole('rowheader', { name: 'Apixaban after ablation' }).closest('[role="row"]') as HTMLElement;
    await expect(within(apixaban).getAllByRole('cell').map((c) => c.textContent)).toEqual(['extractor@example.com, qc@example.com', '18', '17', '1', '94.4 %']);
    const three = within(table).getByRole('rowheader', { name: 'Semaglutide and weight' }).closest('[role="row"]') as HTMLElement;
    await expect(within(three).getAllByRole('cell')[0]).toHaveTextContent('extractor@example.com, qc@example.com, reader3@example.com');

    // The plot is named, with the same numbers in a table beside it.
    const plot = canvas.getByRole('figure', { name: /^Bland-Altman plot: difference against mean for 144 paired values; bias 0\.06 %, limits of agreement -1\.75 % to 1\.87 %$/ });
    await expect(plot).toBeVisible();
    const stats = canvas.getByRole('table', { name: 'Bland-Altman statistics (% of axis range)' });
    await expect(within(stats).getByRole('row', { name: /Paired values/ })).toHaveTextContent('144');
    await expect(within(stats).getByRole('row', { name: /Bias/ })).toHaveTextContent('0.06 %');
    await expect(within(stats).getByRole('row', { name: /SD of differences/ })).toHaveTextContent('0.92 %');
    await expect(within(stats).getByRole('row', { name: /Lower limit/ })).toHaveTextContent('-1.75 %');
    await expect(within(stats).getByRole('row', { name: /Upper limit/ })).toHaveTextContent('1.87 %');
    // Axes labelled; bias and limit lines drawn.
    await waitFor(() => expect(plot.querySelectorAll('.recharts-symbols').length).toBeGreaterThan(10));
    await expect(within(plot).getByText(AGREEMENT_TEXT.xAxis)).toBeInTheDocument();
    await expect(within(plot).getByText(AGREEMENT_TEXT.yAxis)).toBeInTheDocument();
    await expect(within(plot).getByText(AGREEMENT_TEXT.plotDescription)).toBeInTheDocument();
    await expect(within(plot).getByText('Bias 0.06 %')).toBeInTheDocument();

    const exportButton = canvas.getByRole('button', { name: AGREEMENT_TEXT.export });
    await tabTo(exportButton);
    await userEvent.keyboard('{Enter}');
    await expect(args.onExportDisagreements).toHaveBeenCalledOnce();
  },
};

/** The chart takes focus from the keyboard (recharts' accessibility layer) and arrows move between points. */
export const PlotKeyboard: Story = {
  parameters: { visual: { skip: 'the focused point and its tooltip are checked here; Filled shows the plot' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('figure', { name: /^Bland-Altman plot/ });
    const surface = await waitFor(() => {
      const found = plot.querySelector('[tabindex="0"]');
      if (!found) throw new globalThis.Error('The chart offers no focusable surface');
      return found;
    });
    await tabTo(surface, 60);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(plot).getByText(/^Mean .* %, difference .* %$/)).toBeInTheDocument());
  },
};

/** Two hundred papers: the table keeps only the rows in view in the page. */
/** The reviewer sets another tolerance: the screen asks for the figures at it, and says it is comparing while the last ones stay. */
export const ChangingTheTolerance: Story = {
  args: { isUpdating: true },
  render: function Render(args) {
    const [tolerance, setTolerance] = useState<number | undefined>(undefined);
    return (
      <ProjectAgreementScreen
        {...args}
        {...(tolerance === undefined ? {} : { tolerance })}
        onToleranceChange={(t) => {
          setTolerance(t);
          args.onToleranceChange?.(t);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Tolerance (% of axis range)' });
    await expect(field).toHaveValue('1');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5{Enter}');
    await waitFor(() => expect(args.onToleranceChange).toHaveBeenLastCalledWith(0.025));
    // The field keeps what was typed while the figures at it load.
    await expect(field).toHaveValue('2.5');
    await expect(canvas.getByRole('progressbar', { name: 'Comparing at the new tolerance' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Project totals' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ManyPapers: Story = {
  args: { agreement: manyPapersAgreement },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Agreement per paper' });
    await expect(table).toHaveAttribute('aria-rowcount', '201');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    await expect(figure(canvasElement, 'Differing')).toHaveTextContent('34');
  },
};

/** Without an export action the button is not offered. */
export const WithoutExport: Story = {
  args: { onExportDisagreements: undefined },
  parameters: { visual: { skip: 'the same screen as Filled without one button' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: AGREEMENT_TEXT.export })).not.toBeInTheDocument();
  },
};
