import { describe, expect, it } from 'vitest';
import { operationHandlers } from '../operations';
import { storefrontContract } from './contract';
import { partTwoOperations, remainingPartOneOperations } from './pendingOperations';

const operations = storefrontContract().operations;
const handled = new Set(Object.keys(operationHandlers));
const partTwo = new Set(Object.keys(partTwoOperations));
const remaining = new Set(Object.keys(remainingPartOneOperations));

describe('operations of the document', () => {
  it('each has a handler, or is listed as pending (issue #7, or what is left of issue #6)', () => {
    const unaccounted = operations
      .map((operation) => operation.operationId)
      .filter((id) => !handled.has(id) && !partTwo.has(id) && !remaining.has(id));
    const pending = operations.filter(
      (operation) => remaining.has(operation.operationId) || partTwo.has(operation.operationId),
    );
    process.stdout.write(
      `${handled.size} of ${operations.length} operations have a handler; pending:\n` +
        pending
          .map(
            (operation) =>
              `  ${operation.operationId.padEnd(34)} ${partTwoOperations[operation.operationId as keyof typeof partTwoOperations] ? 'issue #7' : 'issue #6'}, ${
                partTwoOperations[operation.operationId as keyof typeof partTwoOperations] ??
                remainingPartOneOperations[operation.operationId as keyof typeof remainingPartOneOperations]
              }`,
          )
          .join('\n') +
        '\n',
    );
    expect(unaccounted).toEqual([]);
  });

  it('lists no operation as pending once it has a handler, and nothing that is not in the document', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect([...partTwo, ...remaining].filter((id) => handled.has(id))).toEqual([]);
    expect([...partTwo, ...remaining, ...handled].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('handles every operation of part 1 (issue #6): all but bidding, live and chat', () => {
    const mine = operations.filter((operation) => !partTwo.has(operation.operationId));
    expect(mine.length).toBeGreaterThan(40);
    expect(
      mine.filter((operation) => !handled.has(operation.operationId)).map((operation) => operation.operationId),
    ).toEqual([]);
  });

  it('leaves to issue #7 only bidding, live and chat operations', () => {
    const tags = new Set(
      operations.filter((operation) => partTwo.has(operation.operationId)).map((operation) => operation.tag),
    );
    expect([...tags].filter((tag) => !['bidding', 'chat', 'live'].includes(tag))).toEqual([]);
  });
});
