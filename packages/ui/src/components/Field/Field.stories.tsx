import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import * as styles from './Field.css';

const meta = {
  title: 'Components/Forms/Field (internal)',
  component: Field,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Address line 1',
    required: true,
    children: (control) => (
      <div className={`${styles.box()} ${styles.focusRing}`} data-invalid={control['aria-invalid']}>
        <input {...control} className={styles.input} autoComplete="address-line1" />
      </div>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Address line 1' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByText('Address line 1'));
    await expect(input).toHaveFocus();
    await userEvent.tab();
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Street address, P.O. box or company name.', error: 'Required!' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address line 1' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Street address, P.O. box or company name. Required!');
    await expect(canvas.getByText('Required!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Inline: Story = {
  args: {
    label: 'Won',
    required: false,
    layout: 'inline',
    hint: 'An e-mail when the hammer falls on a lot you lead.',
    children: (control) => <input {...control} type="checkbox" />,
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Won' });
    await expect(checkbox).toHaveAccessibleDescription('An e-mail when the hammer falls on a lot you lead.');
    await expect(checkbox.getBoundingClientRect().right).toBeLessThan(
      canvas.getByText('Won').getBoundingClientRect().left,
    );
    await userEvent.click(canvas.getByText('Won'));
    await expect(checkbox).toBeChecked();
  },
};
