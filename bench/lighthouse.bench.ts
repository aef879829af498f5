import type { Benchmark } from './benchmark';
import { gateFigures } from './support/gateFigures';

interface LighthouseFigures {
  budget: Record<string, number>;
  runs: number;
  pages: { name: string; scores: Record<string, number> }[];
}

export const benchmark: Benchmark = {
  name: 'P2: Lighthouse scores, mobile settings, production build on loopback, several runs a page (scripts/lighthouse.mjs)',
  floor: 'floor: the budget (performance 98, accessibility 100, best practices 100, SEO 95); a ratio ≥ 1 meets it',
  run: async () => {
    const figures = await gateFigures<LighthouseFigures>('scripts/lighthouse.mjs', 'LIGHTHOUSE_JSON');
    return figures.pages.flatMap((page) =>
      Object.entries(figures.budget).map(([category, budget]) => ({
        label:
          category === 'performance'
            ? `${page.name}: performance, median of ${figures.runs}`
            : `${page.name}: ${category}, lowest`,
        value: page.scores[category] ?? 0,
        unit: 'score',
        floor: budget,
        goal: { valueAtLeast: budget },
      })),
    );
  },
};
