import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** One-minute load average when the run started: figures taken on a busy machine swing. */
  loadAtStart: number;
}

export function describeMachine(): Machine {
  const [first] = cpus();
  return {
    cpu: first?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAtStart: Number(loadavg()[0]!.toFixed(2)),
  };
}

export const machineLine = (machine: Machine) =>
  `${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, load ${machine.loadAtStart} at start`;
