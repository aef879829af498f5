/** Home banner slider: a new banner every 3.5 s (spec, section 9). */
export const BANNER_AUTOPLAY_DELAY_MS = 3500;
/** Home banner slider: each change takes 1 s (spec, section 9). */
export const BANNER_TRANSITION_MS = 1000;

/** Slides in view: `base` above 1024 px, then each named breakpoint at or below its width. */
export interface CarouselSlidesPerView {
  base: number;
  /** 1024 px or less. */
  desktop?: number | undefined;
  /** 991 px or less. */
  mobile?: number | undefined;
  /** 768 px or less. */
  tablet?: number | undefined;
  /** 600 px or less. */
  phone?: number | undefined;
  /** 480 px or less. */
  smallPhone?: number | undefined;
}

/** Lot carousels (upcoming and other lots): 8, then 3 up to 1024 px, 2 up to 600, 1 up to 480 (spec, section 9). */
export const LOT_CAROUSEL_SLIDES = {
  base: 8,
  desktop: 3,
  phone: 2,
  smallPhone: 1,
} as const satisfies CarouselSlidesPerView;

/** Embla's duration is a unitless speed; 25 (its default) settles in about one second. */
export const emblaDuration = (milliseconds: number) => Math.max(1, Math.round(milliseconds / 40));
