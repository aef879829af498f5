import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, waitFor } from 'storybook/test';
import { FileField } from './FileField';

/** A small drawn coin, so previews render the same on every run. */
function coinImage(name: string, metal: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
    <rect width="64" height="64" fill="#0b1f3a"/>
    <circle cx="32" cy="32" r="26" fill="${metal}"/>
    <circle cx="32" cy="32" r="21" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
    <path d="M24 40 32 20l8 20z" fill="#ffffff" fill-opacity="0.7"/>
  </svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

/** A drag of files from the desktop, built by hand: the browser's DragEvent needs a real DataTransfer. */
function fileDrag(type: 'dragover' | 'drop', file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

const gold = '#c9a227';
const silver = '#aab2bd';

const meta = {
  title: 'Components/Forms/FileField',
  component: FileField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Profile photo', name: 'user_profile_image', accept: 'image/*', onValueChange: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByLabelText('Profile photo');
    await expect(input).toHaveAccessibleName('Profile photo Choose image');
    await expect(canvas.getByText('No image chosen')).toBeVisible();
    await step('reach the picker with the keyboard', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    });
    await step('choose an image and see its preview', async () => {
      const photo = coinImage('krugerrand-1oz.svg', gold);
      await userEvent.upload(input, photo);
      await expect(args.onValueChange).toHaveBeenCalledWith(photo);
      const preview = await canvas.findByRole('img', { name: 'Preview of krugerrand-1oz.svg' });
      await expect(preview.getAttribute('src')).toMatch(/^blob:/);
      await expect(canvas.getByText('krugerrand-1oz.svg')).toBeVisible();
      await expect(input).toHaveAccessibleName('Profile photo Change image');
    });
  },
};

/** The preview's object URL, once the field has made it (after it renders the preview). */
const objectUrlOf = (image: HTMLElement) =>
  waitFor(() => {
    const src = image.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    return src;
  });

export const Filled: Story = {
  args: { defaultValue: coinImage('maple-leaf-1oz.svg', silver) },
  play: async ({ args, canvas, userEvent, step }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const first = await canvas.findByRole('img', { name: 'Preview of maple-leaf-1oz.svg' });
    const firstUrl = await objectUrlOf(first);
    await step('a new image replaces the preview and frees the old object URL', async () => {
      await userEvent.upload(canvas.getByLabelText('Profile photo'), coinImage('britannia-1oz.svg', silver));
      const second = await canvas.findByRole('img', { name: 'Preview of britannia-1oz.svg' });
      await expect(await objectUrlOf(second)).not.toBe(firstUrl);
      await expect(revoke).toHaveBeenCalledWith(firstUrl);
    });
    await step('remove the image', async () => {
      const secondUrl = await objectUrlOf(canvas.getByRole('img'));
      await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
      await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
      await expect(revoke).toHaveBeenCalledWith(secondUrl);
      await expect(canvas.getByLabelText('Profile photo')).toHaveValue('');
    });
    revoke.mockRestore();
    await userEvent.upload(canvas.getByLabelText('Profile photo'), coinImage('maple-leaf-1oz.svg', silver));
    await canvas.findByRole('img', { name: 'Preview of maple-leaf-1oz.svg' });
  },
};

export const WithHint: Story = {
  args: { hint: 'A square image of at least 200 × 200 pixels looks best.' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Profile photo');
    await expect(input).toHaveAccessibleDescription('A square image of at least 200 × 200 pixels looks best.');
    await userEvent.upload(input, coinImage('eagle-1oz.svg', gold));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await canvas.findByRole('img', { name: 'Preview of eagle-1oz.svg' });
  },
};

export const Uploading: Story = {
  args: { defaultValue: coinImage('philharmonic-1oz.svg', gold), progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.45, 2);
    await expect(canvas.getByText('45%')).toBeVisible();
    await canvas.findByRole('img', { name: 'Preview of philharmonic-1oz.svg' });
  },
};

export const Error: Story = {
  args: { error: 'Invalid file type. Please upload an image.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Profile photo');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid file type. Please upload an image.');
    const certificate = new File(['%PDF-1.4'], 'certificate-of-authenticity.pdf', { type: 'application/pdf' });
    const zone = input.closest('[data-state]') as HTMLElement;
    fireEvent(zone, fileDrag('dragover', certificate));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    fireEvent(zone, fileDrag('drop', certificate));
    await expect(args.onValueChange).toHaveBeenCalledWith(certificate);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'filled'));
    await expect(canvas.getByText('certificate-of-authenticity.pdf')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Profile photo');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    fireEvent(input.closest('[data-state]') as HTMLElement, fileDrag('drop', coinImage('eagle-1oz.svg', gold)));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { progress: 100 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Profile photo');
    await expect((input.parentElement as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.upload(input, coinImage('buffalo-1oz.svg', gold));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await canvas.findByRole('img', { name: 'Preview of buffalo-1oz.svg' });
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  },
};
