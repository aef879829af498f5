/** The proportions pictures are shown in: lot and auction cards, list rows, and the store's banners. */
export const imageRatios = {
  landscape: '4 / 3',
  square: '1 / 1',
  /** The store's banners, in the home page's slider and the About page's gallery. */
  banner: '3 / 1',
} as const;
