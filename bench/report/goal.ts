import type { Figure, Goal } from '../benchmark';

export const ratioOf = (figure: Figure) => (figure.floor > 0 ? figure.value / figure.floor : Number.NaN);

/** The goal in words, e.g. "ratio ≤ 2.0" or "≥ 1000 decisions/s"; empty when the figure has none. */
export function describeGoal(goal: Goal | undefined, unit: string): string {
  if (!goal) return '';
  const parts: string[] = [];
  if (goal.ratioAtMost !== undefined) parts.push(`ratio ≤ ${goal.ratioAtMost}`);
  if (goal.ratioAtLeast !== undefined) parts.push(`ratio ≥ ${goal.ratioAtLeast}`);
  if (goal.valueAtMost !== undefined) parts.push(`≤ ${goal.valueAtMost} ${unit}`);
  if (goal.valueAtLeast !== undefined) parts.push(`≥ ${goal.valueAtLeast} ${unit}`);
  return parts.join(', ');
}

/** Whether the figure meets every bound of its goal; undefined when it has no goal. */
export function meetsGoal(figure: Figure): boolean | undefined {
  const { goal } = figure;
  if (!goal) return undefined;
  const ratio = ratioOf(figure);
  return (
    (goal.ratioAtMost === undefined || ratio <= goal.ratioAtMost) &&
    (goal.ratioAtLeast === undefined || ratio >= goal.ratioAtLeast) &&
    (goal.valueAtMost === undefined || figure.value <= goal.valueAtMost) &&
    (goal.valueAtLeast === undefined || figure.value >= goal.valueAtLeast)
  );
}
