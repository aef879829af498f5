import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_TRANSITION_MS,
  Carousel,
  LOT_CAROUSEL_SLIDES,
  type CarouselRootProps,
} from './Carousel';
import { AuctionTile } from './stories/AuctionTile';
import { storyAuctions } from './stories/auctions';
import { storeBanners, type StoryBanner } from './stories/banners';
import { LotThumbnail } from './stories/LotThumbnail';
import { storyLots, type StoryLot } from './stories/lots';
import { startCountingLayoutReads, stopCountingLayoutReads, watchLayoutReads } from './stories/layoutReads';
import { framesEvery, onWholePixels, preferReducedMotion, settled, started } from './stories/settled';

function BannerSlides({ banners = storeBanners }: { banners?: StoryBanner[] }) {
  return (
    <Carousel.Viewport>
      {banners.map((banner) => (
        <Carousel.Slide key={banner.alt}>
          <img src={banner.src} alt={banner.alt} style={{ display: 'block', width: '100%', aspectRatio: '16 / 5' }} />
        </Carousel.Slide>
      ))}
    </Carousel.Viewport>
  );
}

function BannerCarousel({ banners, ...props }: CarouselRootProps & { banners?: StoryBanner[] }) {
  return (
    <Carousel.Root {...props}>
      <BannerSlides banners={banners ?? storeBanners} />
      <Carousel.Previous placement="start" />
      <Carousel.Next placement="end" />
      <Carousel.Controls>
        <Carousel.Dots label="Choose banner" />
        <Carousel.PlayPause />
      </Carousel.Controls>
    </Carousel.Root>
  );
}

function LotCarousel({ lots = storyLots, ...props }: Omit<CarouselRootProps, 'children'> & { lots?: StoryLot[] }) {
  return (
    <Carousel.Root {...props}>
      <Carousel.Viewport>
        {lots.map((lot) => (
          <Carousel.Slide key={lot.sku}>
            <LotThumbnail lot={lot} />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Controls>
        <Carousel.Previous label="Previous lots" />
        <Carousel.Dots label="Choose lots" />
        <Carousel.Next label="Next lots" />
      </Carousel.Controls>
    </Carousel.Root>
  );
}

const meta = {
  title: 'Components/Data display/Carousel',
  component: Carousel.Root,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Store banners',
    children: null,
    loop: true,
    autoplay: true,
    autoplayDelay: BANNER_AUTOPLAY_DELAY_MS,
    transitionMs: BANNER_TRANSITION_MS,
    spacing: 'none',
    // Screenshots need a still carousel: stories start paused unless they test autoplay.
    defaultPlaying: false,
    onIndexChange: fn(),
    onPlayingChange: fn(),
  },
  render: (args) => <BannerCarousel {...args} />,
} satisfies Meta<typeof Carousel.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const carouselNamed = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('region', { name });

/** Waits until exactly these slides are in view (Embla reports them a frame after it moves). */
const inView = (carousel: HTMLElement, labels: string[]) =>
  waitFor(() => expect(activeSlides(carousel)).toEqual(labels), { timeout: 3000 });

const activeSlides = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll('[aria-roledescription="slide"][data-state="active"]')].map((slide) =>
    slide.getAttribute('aria-label'),
  );

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    // The slides are numbered once the carousel has counted them, after its first paint.
    const slides = await waitFor(() => {
      const numbered = within(carousel).getAllByRole('group', { name: /of 3$/ });
      expect(numbered).toHaveLength(3);
      return numbered;
    });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });

    await step('a carousel of three banner slides, the first in view', async () => {
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(slides).toHaveLength(3);
      await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides[0]).toHaveAccessibleName('1 of 3');
      await inView(carousel, ['1 of 3']);
      await expect(canvas.getByRole('img', { name: /^Spring Gold Auction/ })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
      await expect(next).toHaveAttribute('aria-controls', carousel.querySelector('[aria-live]')?.id);
    });

    await step('paused autoplay: the region is announced politely and the button offers to start', async () => {
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    });

    await step('Next shows the second banner in one second', async () => {
      await userEvent.click(next);
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
      await settled(carousel);
      await inView(carousel, ['2 of 3']);
      await expect(canvas.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    });

    await step('arrow keys move it while a control has focus', async () => {
      next.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await settled(carousel);
      await inView(carousel, ['1 of 3']);
      await expect(next).toHaveFocus();
    });

    await step('it loops: Previous from the first banner shows the last', async () => {
      await expect(previous).toBeEnabled();
      await userEvent.click(previous);
      await settled(carousel);
      await inView(carousel, ['3 of 3']);
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    });
  },
};

export const Autoplay: Story = {
  args: { defaultPlaying: true, autoplayDelay: 600, transitionMs: 200 },
  play: async ({ args, canvas, userEvent, step }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    const live = carousel.querySelector('[aria-live]');
    await started(carousel);

    await step('it moves on by itself, silently for screen readers', async () => {
      await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
      await expect(live).toHaveAttribute('aria-live', 'off');
      await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 3000 });
    });

    await step('hovering pauses it; leaving resumes it', async () => {
      await userEvent.hover(carousel);
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await settled(carousel);
      const calls = callCount(args.onIndexChange);
      await new Promise((resolve) => setTimeout(resolve, 900));
      await expect(callCount(args.onIndexChange)).toBe(calls);
      await userEvent.unhover(carousel);
      await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
      await waitFor(() => expect(callCount(args.onIndexChange)).toBeGreaterThan(calls), { timeout: 3000 });
    });

    await step('keyboard focus in the carousel pauses it until focus leaves', async () => {
      const next = canvas.getByRole('button', { name: 'Next slide' });
      await userEvent.tab();
      while (document.activeElement !== next) await userEvent.tab();
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      await expect(args.onPlayingChange).not.toHaveBeenCalled();
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(carousel.contains(document.activeElement)).toBe(false);
      await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    });

    await step('the stop button stops it for good and becomes a start button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
      await userEvent.unhover(carousel);
      await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      const start = canvas.getByRole('button', { name: 'Start automatic slide show' });
      await expect(start).toHaveAttribute('data-state', 'paused');
      await settled(carousel);
      await userEvent.click(canvas.getByRole('button', { name: 'Slide 1 of 3' }));
      await userEvent.unhover(carousel);
      await settled(carousel);
      await inView(carousel, ['1 of 3']);
      await onWholePixels(carousel);
      // Whether the clicked dot shows its focus ring after the earlier Tab presses is the browser's call,
      // which varies with timing: the screenshot is taken with nothing focused.
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** Scrolled out of sight, an autoplaying carousel holds still (its play state unchanged) and moves on again in sight. */
export const AutoplayInSightOnly: Story = {
  args: { defaultPlaying: true, autoplayDelay: 600, transitionMs: 200 },
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 360, overflowY: 'auto' }}>
        <Story />
        <div style={{ height: 1200 }} />
      </div>
    ),
  ],
  play: async ({ args, canvas, userEvent, step }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    const scroller = canvas.getByTestId('scroller');
    await started(carousel);

    await step('out of sight it does not move on, and still says it plays', async () => {
      scroller.scrollTop = scroller.scrollHeight;
      await settled(carousel);
      const calls = callCount(args.onIndexChange);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await expect(callCount(args.onIndexChange)).toBe(calls);
      await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    });

    await step('back in sight it moves on again', async () => {
      const calls = callCount(args.onIndexChange);
      scroller.scrollTop = 0;
      await waitFor(() => expect(callCount(args.onIndexChange)).toBeGreaterThan(calls), { timeout: 3000 });
    });

    await step('stopped on the first slide for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
      await settled(carousel);
      await userEvent.click(canvas.getByRole('button', { name: 'Slide 1 of 3' }));
      await settled(carousel);
      await inView(carousel, ['1 of 3']);
      await onWholePixels(carousel);
      (document.activeElement as HTMLElement | null)?.blur();
      scroller.scrollTop = 0;
    });
  },
};

function callCount(mock: unknown): number {
  return (mock as { mock: { calls: unknown[] } }).mock.calls.length;
}

/**
 * A short transition's spring overshoots, and with frames 22 ms apart (a busy page) Embla stops it 0.01 px short of
 * the snap: the carousel puts the slides exactly on it, so their pictures and text are not drawn between pixels.
 */
export const RestsOnWholePixels: Story = {
  args: { transitionMs: 200 },
  beforeEach: () => framesEvery(22),
  play: async ({ canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    await started(carousel);
    for (let move = 1; move <= 3; move += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await inView(carousel, [`${(move % 3) + 1} of 3`]);
      await waitFor(() => expect(carousel).not.toHaveAttribute('data-scrolling'), { timeout: 3000 });
      await onWholePixels(carousel);
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReducedMotion: Story = {
  beforeEach: () => preferReducedMotion(),
  play: async ({ args, canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    await started(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await settled(carousel);
    await inView(carousel, ['2 of 3']);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
  args: { defaultPlaying: undefined },
};

export const SingleBanner: Story = {
  render: (args) => <BannerCarousel {...args} banners={storeBanners.slice(0, 1)} />,
  args: { defaultPlaying: true },
  play: async ({ canvas }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    await waitFor(() =>
      expect(within(carousel).getByRole('group', { name: '1 of 1' })).toHaveAttribute('data-state', 'active'),
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Choose banner' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  },
};

function ControlledBanners(args: CarouselRootProps) {
  const [index, setIndex] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <BannerCarousel
        {...args}
        index={index}
        onIndexChange={(next) => {
          args.onIndexChange?.(next);
          setIndex(next);
        }}
      />
      <p>Banner {index + 1} of 3</p>
      <Button variant="secondary" onClick={() => setIndex(0)}>
        Show the first banner
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledBanners {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Store banners');
    await settled(carousel);
    await inView(carousel, ['2 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the first banner' }));
    await settled(carousel);
    await inView(carousel, ['1 of 3']);
    await expect(canvas.getByText('Banner 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 3' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await settled(carousel);
    await expect(canvas.getByText('Banner 3 of 3')).toBeVisible();
    await inView(carousel, ['3 of 3']);
  },
};

function BannersShownOnClick(args: CarouselRootProps) {
  const [shown, setShown] = useState(false);
  const [readsWhileMounting, setReadsWhileMounting] = useState<number>();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button
        variant="secondary"
        onClick={() => {
          startCountingLayoutReads();
          setShown(true);
          // Registered before anything the mount registers, so it runs first in the next frame, before its layout.
          requestAnimationFrame(() => setReadsWhileMounting(stopCountingLayoutReads()));
        }}
      >
        Show the banners
      </Button>
      {shown && <BannerCarousel {...args} />}
      {readsWhileMounting !== undefined && <p>Layout reads while mounting: {readsWhileMounting}</p>}
    </div>
  );
}

/**
 * A carousel mounted by a click (as the router mounts a page) reads no layout from the click to the next frame: Embla
 * measures the slides after their first frame is painted, so its reads do not force a layout into the page's first
 * render (decision 14), and then it starts.
 */
export const MeasuresAfterFirstPaint: Story = {
  render: (args) => <BannersShownOnClick {...args} />,
  beforeEach: () => watchLayoutReads(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the banners' }));
    await expect(await canvas.findByText(/^Layout reads while mounting: \d+$/)).toHaveTextContent(
      'Layout reads while mounting: 0',
    );
    const carousel = carouselNamed(canvas, 'Store banners');
    await started(carousel);
    await inView(carousel, ['1 of 3']);
  },
};

export const Auctions: Story = {
  args: {
    label: 'Auctions',
    loop: false,
    autoplay: false,
    spacing: 'medium',
    slidesPerView: { base: 3, mobile: 2, phone: 1 },
  },
  render: (args) => (
    <Carousel.Root {...args}>
      <Carousel.Viewport>
        {storyAuctions.map((auction) => (
          <Carousel.Slide key={auction.id} aria-label={auction.title}>
            <AuctionTile auction={auction} />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Controls>
        <Carousel.Previous label="Previous auctions" />
        <Carousel.Dots label="Choose auctions" />
        <Carousel.Next label="Next auctions" />
      </Carousel.Controls>
    </Carousel.Root>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Auctions');
    const previous = canvas.getByRole('button', { name: 'Previous auctions' });
    const next = canvas.getByRole('button', { name: 'Next auctions' });
    await expect(carousel).not.toHaveAttribute('data-autoplay');
    await expect(canvas.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await inView(carousel, [
      'Spring Gold & Silver Bullion Auction',
      'Rare Morgan & Peace Dollars — Live',
      'American Gold Eagle Evening Sale',
    ]);
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(next);
    await settled(carousel);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await inView(carousel, [
      'Summer Silver Bar & Round Sale',
      'Carson City Morgan Dollars — Live',
      'Gold Buffalo & Krugerrand Evening Sale',
    ]);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  },
};

const lotArgs = {
  label: 'Upcoming lots',
  loop: false,
  autoplay: false,
  spacing: 'small',
  slidesPerView: LOT_CAROUSEL_SLIDES,
} satisfies Partial<CarouselRootProps>;

export const UpcomingLots: Story = {
  args: lotArgs,
  render: (args) => <LotCarousel {...args} />,
  play: async ({ canvas, userEvent, step }) => {
    const carousel = carouselNamed(canvas, 'Upcoming lots');
    await step('eight lots in view on a wide screen', async () => {
      await inView(carousel, ['1 of 12', '2 of 12', '3 of 12', '4 of 12', '5 of 12', '6 of 12', '7 of 12', '8 of 12']);
      await expect(canvas.getByRole('button', { name: 'Previous lots' })).toBeDisabled();
    });
    await step('Next shows the rest', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next lots' }));
      await settled(carousel);
      await inView(carousel, [
        '5 of 12',
        '6 of 12',
        '7 of 12',
        '8 of 12',
        '9 of 12',
        '10 of 12',
        '11 of 12',
        '12 of 12',
      ]);
      await expect(canvas.getByRole('button', { name: 'Next lots' })).toBeDisabled();
    });
    await step('tabbing to a lot out of view brings it into view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 1 of 2' }));
      await settled(carousel);
      const lastInView = canvas.getByRole('link', { name: '1884-CC Morgan Dollar MS-63 GSA' });
      const firstOutOfView = canvas.getByRole('link', { name: '1 kilo Silver Bar — PAMP Suisse' });
      await expect(firstOutOfView.closest('[aria-roledescription="slide"]')).toHaveAttribute('data-state', 'inactive');
      lastInView.focus();
      await userEvent.tab();
      await expect(firstOutOfView).toHaveFocus();
      await settled(carousel);
      await expect(canvas.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');
      await inView(carousel, [
        '5 of 12',
        '6 of 12',
        '7 of 12',
        '8 of 12',
        '9 of 12',
        '10 of 12',
        '11 of 12',
        '12 of 12',
      ]);
    });
  },
};

/** A page busy when Tab is pressed (here 30 ms of work on the key) still brings the focused lot into view. */
export const TabOnBusyPage: Story = {
  args: lotArgs,
  render: (args) => <LotCarousel {...args} />,
  beforeEach: () => {
    const busy = (event: globalThis.KeyboardEvent) => {
      const until = performance.now() + 30;
      while (event.key === 'Tab' && performance.now() < until);
    };
    window.addEventListener('keydown', busy);
    return () => window.removeEventListener('keydown', busy);
  },
  play: async ({ canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Upcoming lots');
    await inView(carousel, ['1 of 12', '2 of 12', '3 of 12', '4 of 12', '5 of 12', '6 of 12', '7 of 12', '8 of 12']);
    canvas.getByRole('link', { name: '1884-CC Morgan Dollar MS-63 GSA' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '1 kilo Silver Bar — PAMP Suisse' })).toHaveFocus();
    await settled(carousel);
    await expect(canvas.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await inView(carousel, ['5 of 12', '6 of 12', '7 of 12', '8 of 12', '9 of 12', '10 of 12', '11 of 12', '12 of 12']);
  },
};

export const Desktop: Story = {
  args: { ...lotArgs, label: 'Other lots' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <LotCarousel {...args} />,
  play: async ({ canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Other lots');
    await inView(carousel, ['1 of 12', '2 of 12', '3 of 12']);
    await expect(canvas.getAllByRole('button', { name: /^Page \d+ of 4$/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next lots' }));
    await settled(carousel);
    await inView(carousel, ['4 of 12', '5 of 12', '6 of 12']);
  },
};

export const Phone: Story = {
  args: lotArgs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <LotCarousel {...args} />,
  play: async ({ canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Upcoming lots');
    await inView(carousel, ['1 of 12', '2 of 12']);
    canvas.getByRole('button', { name: 'Next lots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await settled(carousel);
    await inView(carousel, ['3 of 12', '4 of 12']);
  },
};

export const Mobile: Story = {
  args: lotArgs,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  render: (args) => <LotCarousel {...args} />,
  play: async ({ canvas, userEvent }) => {
    const carousel = carouselNamed(canvas, 'Upcoming lots');
    await expect(carousel.scrollWidth).toBeLessThanOrEqual(480);
    await inView(carousel, ['1 of 12']);
    await expect(canvas.getAllByRole('button', { name: /^Slide \d+ of 12$/ })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Next lots' }));
    await settled(carousel);
    await inView(carousel, ['2 of 12']);
    await expect(canvas.getByRole('link', { name: '1881-S Morgan Dollar MS-64 PCGS' })).toBeVisible();
  },
};
