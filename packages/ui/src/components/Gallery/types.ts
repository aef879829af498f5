export interface GalleryImage {
  src: string;
  /** Says what the picture shows ("Obverse", "Reverse", "Edge"): it names the thumbnail too. */
  alt: string;
}
