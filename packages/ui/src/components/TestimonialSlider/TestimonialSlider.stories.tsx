import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { onWholePixels, settled, started } from '../Carousel/stories/settled';
import { TestimonialSlider } from './TestimonialSlider';
import { storyTestimonials } from './stories/testimonials';

const meta = {
  title: 'Components/Data display/TestimonialSlider',
  component: TestimonialSlider,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    testimonials: storyTestimonials,
    onIndexChange: fn(),
    onPlayingChange: fn(),
  },
} satisfies Meta<typeof TestimonialSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the named testimonial is the one in view. */
const showing = (carousel: HTMLElement, userName: string) =>
  waitFor(
    () => {
      const active = carousel.querySelectorAll('[aria-roledescription="slide"][data-state="active"]');
      expect(active).toHaveLength(1);
      expect(within(active[0] as HTMLElement).getByRole('article')).toHaveAccessibleName(`Review by ${userName}`);
    },
    { timeout: 3000 },
  );

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const carousel = canvas.getByRole('region', { name: 'Customer testimonials' });
    await started(carousel);

    await step('one testimonial at a time, as a quote with stars and name', async () => {
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(within(carousel).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
      await showing(carousel, 'Linda Marsh');
      await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
      await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
      await expect(carousel).not.toHaveAttribute('data-autoplay');
    });

    await step('Next and Previous, with the arrow keys too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
      await settled(carousel);
      await showing(carousel, 'Robert Nguyen');
      await userEvent.keyboard('{ArrowRight}');
      await settled(carousel);
      await showing(carousel, 'Carol Whitfield');
      await expect(canvas.getByRole('button', { name: 'Testimonial 3 of 3' })).toHaveAttribute('aria-current', 'true');
    });

    await step('it loops back to the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
      await settled(carousel);
      await showing(carousel, 'Linda Marsh');
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    });
  },
};

export const Autoplay: Story = {
  args: { autoplay: true, autoplayDelay: 500, transitionMs: 200 },
  play: async ({ args, canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Customer testimonials' });
    await started(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonial 1 of 3' }));
    await userEvent.unhover(carousel);
    await settled(carousel);
    await showing(carousel, 'Linda Marsh');
    await onWholePixels(carousel);
  },
};

export const Empty: Story = {
  args: { testimonials: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Reviews Found')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SingleTestimonial: Story = {
  args: { testimonials: storyTestimonials.slice(2) },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Customer testimonials' });
    await started(carousel);
    await showing(carousel, 'Carol Whitfield');
    await expect(canvas.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Choose testimonial' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'Customer testimonials' });
    await started(carousel);
    await expect(carousel.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await showing(carousel, 'Linda Marsh');
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonial 3 of 3' }));
    await settled(carousel);
    await showing(carousel, 'Carol Whitfield');
  },
};
