import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const holderTypes = (
  <>
    <RadioGroup.Item value="individual">Individual</RadioGroup.Item>
    <RadioGroup.Item value="company">Company</RadioGroup.Item>
  </>
);

type KeyboardUser = { keyboard: (text: string) => Promise<unknown> };

/** Radix moves focus a tick after keydown and chooses the item only while the arrow is still down, as on a real keyboard. */
async function pressArrow(userEvent: KeyboardUser, key: string, target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup.Root,
  subcomponents: { 'RadioGroup.Item': RadioGroup.Item },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Account holder type',
    name: 'account_holder_type',
    orientation: 'horizontal',
    required: true,
    children: holderTypes,
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Account holder type' });
    const individual = canvas.getByRole('radio', { name: 'Individual' });
    const company = canvas.getByRole('radio', { name: 'Company' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await step('tab into the group', async () => {
      await userEvent.tab();
      await expect(individual).toHaveFocus();
      await expect(getComputedStyle(individual).outlineStyle).toBe('solid');
      await expect(individual).not.toBeChecked();
    });
    await step('arrow keys move and choose', async () => {
      await pressArrow(userEvent, 'ArrowRight', company);
      await expect(company).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('company');
      await pressArrow(userEvent, 'ArrowLeft', individual);
      await expect(individual).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('individual');
    });
  },
};

export const Filled: Story = {
  args: { defaultValue: 'company' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await userEvent.click(canvas.getByText('Individual'));
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Company' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('individual');
  },
};

export const WithHint: Story = {
  args: { hint: 'Choose Company when the account is held by a business.' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Account holder type' });
    await expect(group).toHaveAccessibleDescription('Choose Company when the account is held by a business.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('company');
  },
};

export const Error: Story = {
  args: { error: 'Required!' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Account holder type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required!');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('individual');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'individual', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const company = canvas.getByRole('radio', { name: 'Company' });
    await expect(company).toBeDisabled();
    await userEvent.click(canvas.getByText('Company'));
    await expect(company).not.toBeChecked();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const individual = canvas.getByRole('radio', { name: 'Individual' });
    const company = canvas.getByRole('radio', { name: 'Company' });
    await expect(company.getBoundingClientRect().top).toBeGreaterThan(individual.getBoundingClientRect().bottom);
    await userEvent.tab();
    await pressArrow(userEvent, 'ArrowDown', company);
    await expect(company).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('company');
  },
};
