import type { Benchmark } from './benchmark';
import { gateFigures } from './support/gateFigures';

interface JsBudgetFigures {
  floorBytes: number;
  routes: { path: string; bytes: number; budget: number }[];
}

export const benchmark: Benchmark = {
  name: 'P1: JavaScript each route loads before its first paint, gzip (scripts/js-budget.mjs, the npm test gate)',
  floor: 'floor: a bare React + ReactDOM page built by the same Vite in the same run; budget home 2.0×, others 3.0×',
  run: async () => {
    const figures = await gateFigures<JsBudgetFigures>('scripts/js-budget.mjs', 'JS_BUDGET_JSON');
    const floor = figures.floorBytes / 1024;
    return figures.routes.map((route) => ({
      label: `${route.path} (≤ ${route.budget.toFixed(1)}×)`,
      value: route.bytes / 1024,
      unit: 'KiB',
      floor,
      goal: { ratioAtMost: route.budget },
    }));
  },
};
