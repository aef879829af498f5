import { describe, expect, it } from 'vitest';
import { imageExtension, imageFileProblem, NOT_AN_IMAGE } from './imageContent';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('image content', () => {
  it('tells PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(imageExtension(bytes(137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13))).toBe('png');
    expect(imageExtension(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(imageExtension(text('GIF89a......'))).toBe('gif');
    expect(imageExtension(text('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('webp');
  });

  it('refuses a text file named .png and typed image/png, a PDF and an SVG', async () => {
    const renamed = new File(['Shopping list: 1 oz Gold Eagle'], 'eagle.png', { type: 'image/png' });
    expect(await imageFileProblem(renamed)).toBe(NOT_AN_IMAGE);
    expect(await imageFileProblem(new File(['%PDF-1.7'], 'coins.pdf', { type: 'application/pdf' }))).toBe(NOT_AN_IMAGE);
    expect(await imageFileProblem(new File(['<svg/>'], 'coin.svg', { type: 'image/svg+xml' }))).toBe(NOT_AN_IMAGE);
    expect(await imageFileProblem(new File([bytes(0xff, 0xd8, 0xff, 0xdb)], 'coin.jpg'))).toBeNull();
  });
});
