import { useEffect, useState } from 'react';

const BARS = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];

/**
 * A camera stand-in for stories: colour bars on a canvas, captured as a MediaStream. The picture never changes, so
 * screenshots hold still; it is painted again a few times a second because a canvas only yields frames when painted.
 */
export function createTestPattern(): { stream: MediaStream; stop: () => void } {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d')!;
  const paint = () => {
    BARS.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect((index * canvas.width) / BARS.length, 0, canvas.width / BARS.length + 1, canvas.height);
    });
  };
  paint();
  const stream = canvas.captureStream(10);
  const timer = setInterval(paint, 100);
  return {
    stream,
    stop: () => {
      clearInterval(timer);
      stream.getTracks().forEach((track) => track.stop());
    },
  };
}

/** The test pattern while the component is mounted. */
export function useTestPattern(): MediaStream | null {
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    const pattern = createTestPattern();
    const frame = requestAnimationFrame(() => setStream(pattern.stream));
    return () => {
      cancelAnimationFrame(frame);
      pattern.stop();
    };
  }, []);
  return stream;
}
