import type { Random } from './random';
import { templates, type Category, type Metal, type Shape, type SubCategory } from './lotTemplates';

export interface DemoLot {
  title: string;
  description: string;
  metal: Metal;
  shape: Shape;
  weight: string;
  troyOunces: number | null;
  category: Category;
  subcategory: SubCategory;
  lowest: number;
  highest: number;
  openingBid: number;
  reserve: number | null;
  /** 1 New, 2 Damaged, 3 Open Box. */
  condition: 1 | 2 | 3;
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const stepFor = (value: number) => (value >= 1000 ? 50 : value >= 200 ? 10 : 5);

/** A lot of the demo catalog: a realistic title, description, estimate, opening bid, reserve and condition. */
export function demoLot(random: Random): DemoLot {
  const template = random.pick(templates);
  const value = template.value * (0.9 + random.next() * 0.25);
  const step = stepFor(value);
  const lowest = round(value * 0.9, step);
  const highest = round(value * 1.15, step);
  const condition = random.chance(0.85) ? 1 : template.subcategory === 'Proof Sets' ? 3 : random.pick([2, 3] as const);
  return {
    title: template.title(random),
    description: condition === 2 ? `${template.description} Shows light scratches; see photos.` : template.description,
    metal: template.metal,
    shape: template.shape,
    weight: template.weight,
    troyOunces: template.troyOunces,
    category: template.category,
    subcategory: template.subcategory,
    lowest,
    highest,
    openingBid: round(lowest * 0.6, step),
    reserve: random.chance(0.4) ? round(lowest * 0.85, step) : null,
    condition,
  };
}
