import { useEffect, useState } from 'react';

const BARS = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];

/**
 * A camera stand-in for stories: colour bars on a canvas, captured as a MediaStream. The picture never changes, so
 * screenshots hold still; it is painted again a few times a second because a canvas only yields frames when painted.
 */
export function useTestPattern(): MediaStream | null {
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
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
    const captured = canvas.captureStream(10);
    const timer = setInterval(paint, 100);
    setStream(captured);
    return () => {
      clearInterval(timer);
      captured.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return stream;
}
