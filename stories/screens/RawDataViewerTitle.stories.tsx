import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rawDataViewerTitle } from '../../src/screens';

const examples = [
  'Smith J, 2019; Efficacy of drug X in adults',
  'Nguyen et al. (2021); A randomised trial',
  'Report without a year; appendix',
  'Old study 1899; out of range',
  '',
];

/** The raw data viewer's document title for a few paper names, as the browser tab shows it. */
function RawDataViewerTitles() {
  return (
    <table>
      <caption>Raw Data Viewer document titles</caption>
      <thead>
        <tr>
          <th scope="col">Paper name</th>
          <th scope="col">Document title</th>
        </tr>
      </thead>
      <tbody>
        {examples.map((name) => (
          <tr key={name}>
            <td>{name || '(no name)'}</td>
            <td>{rawDataViewerTitle(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Screens/RawDataViewer',
  component: RawDataViewerTitles,
} satisfies Meta<typeof RawDataViewerTitles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DocumentTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Raw Data Viewer (Smith J, 2019)' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Raw Data Viewer' }).length).toBeGreaterThanOrEqual(2);
  },
};
