import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../theme/breakpoints';
import { bullionValues } from '../theme/bullionValues';
import { vars } from '../theme/contract.css';
import { ColourTokens, ContrastTokens } from './ColourTokens';
import { colourPairs } from './colourPairs';
import {
  BreakpointTokens,
  MotionTokens,
  RadiiTokens,
  ShadowTokens,
  SpaceTokens,
  TypographyTokens,
} from './ScaleTokens';

/** The theme contract's tokens as pages, drawn from the contract and the theme's values, so they cannot drift. */
const meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: {
    layout: 'padded',
    // The samples show each pair as it is, also the ones the table reports as short (disabled text has no minimum).
    a11y: { context: { exclude: ['[data-contrast-sample]'] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, token: string) =>
  within(canvasElement).getAllByText(token, { selector: 'code' })[0]!.closest('tr') as HTMLElement;

export const Colour: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvas }) => {
    const colours = canvas.getByRole('list', { name: 'Colours' });
    await expect(within(colours).getAllByRole('listitem')).toHaveLength(Object.keys(vars.color).length);
    const brand = within(colours).getByText('color.brand').closest('li') as HTMLElement;
    await expect(within(brand).getByText(bullionValues.color.brand)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Tones' })).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const Contrast: Story = {
  render: () => <ContrastTokens />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(colourPairs.length + 1);
    // Body text on white: #2a303a on #ffffff.
    const text = within(rowOf(canvasElement, 'color.text'));
    await expect(text.getByText('color.surface').parentElement).toHaveTextContent('color.surface13.27:1 AAA');
    const pairs = colourPairs.reduce((count, pair) => count + pair.surfaces.length, 0);
    await expect(canvasElement.querySelectorAll('[data-contrast-sample]')).toHaveLength(pairs);
  },
};

export const Typography: Story = {
  render: () => <TypographyTokens />,
  play: async ({ canvasElement }) => {
    const standard = within(rowOf(canvasElement, 'fontSize.standard'));
    await expect(standard.getByText(bullionValues.fontSize.standard)).toBeVisible();
    await expect(getComputedStyle(standard.getByText('Lot 1042')).fontSize).toBe('16px');
    await expect(rowOf(canvasElement, 'font.heading')).toBeVisible();
  },
};

export const Space: Story = {
  render: () => <SpaceTokens />,
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(vars.space)) await expect(rowOf(canvasElement, `space.${name}`)).toBeVisible();
    const bar = rowOf(canvasElement, 'space.medium').querySelector('div') as HTMLElement;
    await expect(bar.getBoundingClientRect().width).toBe(16);
  },
};

export const Radii: Story = {
  render: () => <RadiiTokens />,
  play: async ({ canvasElement }) => {
    const box = rowOf(canvasElement, 'radius.medium').querySelector('div') as HTMLElement;
    await expect(getComputedStyle(box).borderTopLeftRadius).toBe(bullionValues.radius.medium);
  },
};

export const Shadows: Story = {
  render: () => <ShadowTokens />,
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(vars.shadow)) await expect(rowOf(canvasElement, `shadow.${name}`)).toBeVisible();
  },
};

export const Breakpoints: Story = {
  render: () => <BreakpointTokens />,
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, 'breakpoints.mobile')).getByText(`${breakpoints.mobile}px`)).toBeVisible();
  },
};

export const Motion: Story = {
  render: () => <MotionTokens />,
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, 'transition.fast')).getByText('120ms ease-out')).toBeVisible();
  },
};
