import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { applyRiskTableProposal, defaultSurvivalSettings, readRiskTable, type SurvivalSettings } from '../../src/editor/core/survival';
import { SurvivalPanel, type SurvivalPanelArm, type SurvivalPanelProps } from '../../src/editor/panels/survival';
import { analyse, FIGURE_CALIBRATION, figureTexts, trialArms, trialPoints, trialSettings } from './survivalFixtures';

/**
 * The panel as the data-entry host drives it: settings and points held here, the analysis
 * recomputed on every change (the host runs it in a worker), Fix moving the point, Read from
 * figure reading the risk table from the figure's text.
 */
function Harness(props: SurvivalPanelProps) {
  const [settings, setSettings] = useState<SurvivalSettings>(props.settings);
  const [arms, setArms] = useState<readonly SurvivalPanelArm[]>(props.arms);
  const [notice, setNotice] = useState<string | null>(props.riskTableNotice ?? null);
  const analysis = useMemo(() => (props.analysisError || arms.length === 0 ? null : analyse(settings, arms)), [settings, arms, props.analysisError]);
  return (
    <SurvivalPanel
      {...props}
      settings={settings}
      arms={arms}
      analysis={analysis}
      riskTableNotice={notice}
      onSettingsChange={(next) => {
        props.onSettingsChange(next);
        setSettings(next);
      }}
      onFixPoint={(dataset, problem) => {
        props.onFixPoint(dataset, problem);
        setArms((all) => all.map((a) => (a.dataset !== dataset ? a : { ...a, points: a.points.map((p) => (p.index === problem.index ? { ...p, y: problem.fixedY } : p)) })));
      }}
      onFixAll={(dataset, problems) => {
        props.onFixAll?.(dataset, problems);
        const fixed = new Map(problems.map((p) => [p.index, p.fixedY]));
        setArms((all) => all.map((a) => (a.dataset !== dataset ? a : { ...a, points: a.points.map((p) => (fixed.has(p.index) ? { ...p, y: fixed.get(p.index)! } : p)) })));
      }}
      onReadRiskTable={() => {
        props.onReadRiskTable();
        const proposal = readRiskTable({ texts: figureTexts(), calibration: FIGURE_CALIBRATION, arms: arms.map((a) => ({ dataset: a.dataset, names: [a.label] })) });
        if (!proposal) {
          setNotice('No number-at-risk table was found under the x axis.');
          return;
        }
        setSettings(applyRiskTableProposal(settings, proposal));
        setNotice(`Read ${proposal.rows.length} rows at ${proposal.times.length} times from the figure. Check them against the paper.`);
      }}
    />
  );
}

const meta = {
  title: 'Editor/SurvivalPanel',
  component: SurvivalPanel,
  tags: ['!autodocs'],
  args: {
    graphName: 'Overall survival',
    settings: trialSettings(),
    arms: trialArms(),
    analysis: null,
    onSettingsChange: fn(),
    onShowPoint: fn(),
    onFixPoint: fn(),
    onFixAll: fn(),
    onReadRiskTable: fn(),
    onDownloadIpd: fn(),
  },
  render: (args) => <Harness {...args} />,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
} satisfies Meta<typeof SurvivalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (root: HTMLElement, name: string) => within(root).getByRole('textbox', { name });

/** A two-arm trial with its risk table: every part of the panel filled in. */
export const Playground: Story = {};

/** A survival graph with no dataset yet. */
export const Empty: Story = {
  args: { settings: defaultSurvivalSettings([]), arms: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('This graph has no arms yet. Add a dataset for each arm and digitize its curve.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Read from figure' })).toBeDisabled();
    await expect(c.getByText('Results appear once each arm has its curve and its numbers at risk.')).toBeVisible();
  },
};

const risingArms: SurvivalPanelArm[] = [
  { dataset: 'Placebo', label: 'Placebo', points: trialPoints('Placebo').map((p) => (p.index === 41 ? { ...p, y: p.y + 0.04 } : p)) },
  { dataset: 'Drug A', label: 'Drug A 10 mg', points: trialPoints('Drug A') },
];

/** A corner clicked too high: the step up is flagged on its point, which the extractor can show on the figure. */
export const CaptureWithRisingStep: Story = {
  args: { arms: risingArms },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const capture = within(c.getByRole('group', { name: 'Capture of Placebo' }));
    await expect(capture.getByRole('list', { name: 'Steps up in Placebo' })).toHaveTextContent(
      'Point 42 rises above the point before it at time 5.5 (from 0.7737 to 0.8137).',
    );
    await expect(c.getByRole('group', { name: 'Results of Placebo' })).toHaveTextContent('Fix the point before the analysis.');
    await expect(c.getByText('The hazard ratio needs both arms reconstructed; Placebo is not.')).toBeVisible();
    await userEvent.click(capture.getByRole('button', { name: 'Show point 42 of Placebo' }));
    await expect(args.onShowPoint).toHaveBeenCalledWith('Placebo', 41);
  },
};

/** Fix puts the point back on the level before it; the results come back. */
export const FixingARisingStep: Story = {
  args: { arms: risingArms },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const capture = within(c.getByRole('group', { name: 'Capture of Placebo' }));
    await userEvent.click(capture.getByRole('button', { name: 'Fix point 42 of Placebo' }));
    await expect(args.onFixPoint).toHaveBeenCalledWith('Placebo', expect.objectContaining({ index: 41 }));
    await expect(capture.getByText('The curve never goes the wrong way.')).toBeVisible();
    await expect(c.getByText('Hazard ratio 0.64 (95 % CI 0.47 to 0.87)')).toBeVisible();
  },
};

const wobblyArms: SurvivalPanelArm[] = [
  { dataset: 'Placebo', label: 'Placebo', points: trialPoints('Placebo').map((p) => (!p.censor && p.index % 10 === 1 && p.index > 1 ? { ...p, y: p.y + 0.01 } : p)) },
  { dataset: 'Drug A', label: 'Drug A 10 mg', points: trialPoints('Drug A') },
];

/** An automatic trace that wobbles: many points go the wrong way; five are listed, the rest counted. */
export const ManyRisingSteps: Story = {
  args: { arms: wobblyArms },
  play: async ({ canvasElement }) => {
    const capture = within(within(canvasElement).getByRole('group', { name: 'Capture of Placebo' }));
    await expect(capture.getAllByRole('listitem')).toHaveLength(5);
    await expect(capture.getByText('9 more points go the wrong way.')).toBeVisible();
    await expect(capture.getByRole('button', { name: 'Fix all 14 points of Placebo' })).toBeVisible();
  },
};

/** Fix all puts every flagged point back on the level before it, in one press. */
export const FixingAllRisingSteps: Story = {
  args: { arms: wobblyArms },
  play: async ({ canvasElement, args }) => {
    const capture = within(within(canvasElement).getByRole('group', { name: 'Capture of Placebo' }));
    await userEvent.click(capture.getByRole('button', { name: 'Fix all 14 points of Placebo' }));
    await expect(args.onFixAll).toHaveBeenCalledWith('Placebo', expect.arrayContaining([expect.objectContaining({ index: 11 })]));
    await expect(capture.getByText('The curve never goes the wrong way.')).toBeVisible();
  },
};

/** A count typed wrong: it rises along its row, and a typo follows; both are shown on their cells. */
export const RiskTableWithErrors: Story = {
  args: {
    settings: { ...trialSettings(), arms: [trialSettings().arms[0]!, { dataset: 'Drug A', atRisk: [120, 93, 97, 60, 49] }] },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rising = 'The number at risk of Drug A 10 mg rises at time 12 (from 93 to 97); it can only fall.';
    const problems = () => within(c.getByRole('list', { name: 'Problems in the risk table' }));
    await expect(problems().getByText(rising)).toBeVisible();
    const at12 = cell(canvasElement, 'Drug A 10 mg, at risk at 12 months');
    await expect(at12).toHaveAttribute('aria-invalid', 'true');
    await expect(at12).toHaveAccessibleDescription(rising);

    await userEvent.clear(at12);
    await userEvent.type(at12, '73');
    await expect(c.queryByRole('list', { name: 'Problems in the risk table' })).toBeNull();
    await expect(at12).not.toHaveAttribute('aria-invalid');

    const at18 = cell(canvasElement, 'Drug A 10 mg, at risk at 18 months');
    await userEvent.clear(at18);
    await userEvent.type(at18, '6o');
    const typo = 'Drug A 10 mg, at risk at 18 months: type a number, or leave the cell empty.';
    await expect(problems().getByText(typo)).toBeVisible();
    await expect(at18).toHaveAttribute('aria-invalid', 'true');
    await expect(at18).toHaveAccessibleDescription(typo);
  },
};

/** The risk table read from the text under the figure's axis, matched to the arms by their labels. */
export const ReadFromFigure: Story = {
  args: { settings: { ...trialSettings(), riskTimes: [], arms: [] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No number-at-risk table yet. Read it from the figure, or add its times and type the counts.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Read from figure' }));
    await expect(args.onReadRiskTable).toHaveBeenCalled();
    await expect(c.getByRole('status')).toHaveTextContent('Read 2 rows at 5 times from the figure. Check them against the paper.');
    await expect(cell(canvasElement, 'Time 5 (months)')).toHaveValue('24');
    await expect(cell(canvasElement, 'Placebo, at risk at 6 months')).toHaveValue('85');
    await expect(cell(canvasElement, 'Drug A 10 mg, at risk at 24 months')).toHaveValue('49');
    await expect(c.getByText(/^Hazard ratio 0\.64 \(95 % CI/)).toBeVisible();
  },
};

/** Results of a two-arm trial: medians, survival at 12 and 24 months, the hazard ratio and the curves. */
export const TwoArmResults: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Hazard ratio 0.64 (95 % CI 0.47 to 0.87)')).toBeVisible();
    await expect(c.getByText('Drug A 10 mg against Placebo; log-rank p = 0.005.')).toBeVisible();
    const placebo = c.getByRole('group', { name: 'Results of Placebo' });
    await expect(placebo).toHaveTextContent('Median12.5 months (95 % CI 10.5 to 19.1)');
    await expect(c.getByRole('img', { name: 'Reconstructed Kaplan-Meier curves of Placebo and Drug A 10 mg, drawn over the digitized points.' })).toBeVisible();
  },
};

/** Typing a count changes the reconstruction, and the hazard ratio follows at once. */
export const TypingACountUpdatesTheHazardRatio: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Hazard ratio 0.64 (95 % CI 0.47 to 0.87)')).toBeVisible();
    const at24 = cell(canvasElement, 'Drug A 10 mg, at risk at 24 months');
    await userEvent.clear(at24);
    await userEvent.type(at24, '20');
    await waitFor(() => expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ arms: [expect.anything(), expect.objectContaining({ atRisk: [120, 93, 73, 60, 20] })] })));
    await expect(c.queryByText('Hazard ratio 0.64 (95 % CI 0.47 to 0.87)')).toBeNull();
    await expect(c.getByText(/^Hazard ratio 0\.\d\d \(95 % CI/)).toBeVisible();
  },
};

/** The grid is typed as the paper prints it: Tab moves along an arm's row, then to the total events. */
export const RiskTableByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const at18 = cell(canvasElement, 'Placebo, at risk at 18 months');
    at18.focus();
    await userEvent.tab();
    const at24 = cell(canvasElement, 'Placebo, at risk at 24 months');
    await expect(at24).toHaveFocus();
    await userEvent.tab();
    const events = cell(canvasElement, 'Placebo, total events');
    await expect(events).toHaveFocus();
    await userEvent.keyboard('91');
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ arms: [expect.objectContaining({ dataset: 'Placebo', totalEvents: 91 }), expect.anything()] }));
    await userEvent.tab();
    await expect(cell(canvasElement, 'Drug A 10 mg, at risk at 0 months')).toHaveFocus();
  },
};

/** Arms that cannot be reconstructed say why, one sentence per reason, and the hazard ratio says which arm is missing. */
export const ArmErrors: Story = {
  args: {
    settings: {
      ...trialSettings(),
      riskTimes: [0, 12, 36],
      arms: [
        { dataset: 'Placebo', atRisk: [120, 59, 3] },
        { dataset: 'Drug A', atRisk: [null, null, null] },
      ],
    },
    arms: trialArms(false),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('list', { name: 'Why Placebo has no results' })).toHaveTextContent('Placebo: Risk table time 36 lies after the end of the curve (35.8).');
    await expect(c.getByRole('list', { name: 'Why Drug A 10 mg has no results' })).toHaveTextContent(
      'Enter the numbers at risk of Drug A 10 mg, or its number of patients: the reconstruction needs one of them.',
    );
    await expect(c.getByText('The hazard ratio needs both arms reconstructed; Placebo and Drug A 10 mg are not.')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Patients in Drug A 10 mg' })).toBeVisible();
  },
};

/** The analysis could not run at all: the panel says so in place of the results. */
export const AnalysisFailed: Story = {
  args: { analysisError: 'The reconstruction could not run: the browser stopped its worker. Reload the page and try again.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'No results' })).toHaveTextContent('The reconstruction could not run');
    await expect(c.queryByText(/^Hazard ratio/)).toBeNull();
  },
};
