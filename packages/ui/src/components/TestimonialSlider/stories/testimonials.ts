import type { Testimonial } from '../TestimonialSlider';

/** The contact page's static testimonials: message, userName and stars. */
export const storyTestimonials: Testimonial[] = [
  {
    message:
      'Sold a roll of 1964 Kennedy halves and a 10 oz Engelhard bar here. Honest weights, a fair spot-based price and a check the same afternoon.',
    userName: 'Linda Marsh',
    stars: 5,
  },
  {
    message:
      'I bid on my first Saint-Gaudens double eagle in their timed auction. Clear photos, no surprises in the buyer’s premium, and it shipped insured the next day.',
    userName: 'Robert Nguyen',
    stars: 5,
  },
  {
    message:
      'Staff took the time to explain the difference between PCGS and NGC slabs before I bought. Friendly shop, though parking downtown is tight.',
    userName: 'Carol Whitfield',
    stars: 4,
  },
];
