import { useMediaQuery } from '../../hooks/useMediaQuery';
import { atMost } from '../../theme/breakpoints';
import type { CarouselSlidesPerView } from './carouselTimings';

/**
 * How many slides are in view at the screen's width now: the count the carousel's own styles apply, for a list that
 * sizes its items in script (the live room's virtualised upcoming lots).
 */
export function useSlidesPerView(perView: CarouselSlidesPerView): number {
  const smallPhone = useMediaQuery(atMost('smallPhone'));
  const phone = useMediaQuery(atMost('phone'));
  const tablet = useMediaQuery(atMost('tablet'));
  const mobile = useMediaQuery(atMost('mobile'));
  const desktop = useMediaQuery(atMost('desktop'));
  const narrowest = [
    smallPhone ? perView.smallPhone : undefined,
    phone ? perView.phone : undefined,
    tablet ? perView.tablet : undefined,
    mobile ? perView.mobile : undefined,
    desktop ? perView.desktop : undefined,
  ].find((count) => count !== undefined);
  return narrowest ?? perView.base;
}
