/**
 * Counts the reads of layout (offset sizes and positions, bounding boxes) made on elements inside a carousel while
 * counting is on. A read after a style change forces the browser to lay the page out there and then, inside whatever
 * task made it; counted from a click to the end of the commit it caused, it shows whether mounting the carousel lays the
 * page out inside that commit. Computed styles are not counted: the published Storybook's highlighter reads every
 * element's after each change to the story, and Embla reads offsets whenever it measures.
 */
const carousel = '[aria-roledescription="carousel"]';
const offsets = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;

let counting = false;
let reads = 0;

const count = (element: unknown) => {
  if (counting && element instanceof Element && element.closest(carousel)) reads += 1;
};

export function startCountingLayoutReads() {
  reads = 0;
  counting = true;
}

/** Stops counting; returns the reads made since counting started. */
export function stopCountingLayoutReads(): number {
  counting = false;
  return reads;
}

/** Watches the browser's layout reads for the counter; returns the undo. */
export function watchLayoutReads(): () => void {
  const undo: (() => void)[] = [];
  for (const name of offsets) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    const read = original?.get;
    if (!original || !read) continue;
    Object.defineProperty(HTMLElement.prototype, name, {
      ...original,
      get(this: HTMLElement) {
        count(this);
        return read.call(this);
      },
    });
    undo.push(() => Object.defineProperty(HTMLElement.prototype, name, original));
  }
  const boundingBox = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    count(this);
    return boundingBox.call(this);
  };
  undo.push(() => {
    Element.prototype.getBoundingClientRect = boundingBox;
  });
  return () => {
    counting = false;
    for (const step of undo.reverse()) step();
  };
}
