import type { BrowserContext } from 'playwright-core';

interface ChargeAnswer {
  id?: string;
  status?: string;
}

/**
 * Passes every card charge the buyer's tabs send through the test, keeping the card sandbox's answers: each distinct
 * succeeded charge id is money taken (a repeated idempotent request answers with the same id). `dropNextAnswer` lets
 * the next charge reach the sandbox but loses its answer on the way back, as a dropped connection would.
 */
export async function recordCharges(context: BrowserContext) {
  const answers: ChargeAnswer[] = [];
  let dropNext = false;
  await context.route('**/api/charge/create', async (route) => {
    const response = await route.fetch();
    answers.push((await response.json()) as ChargeAnswer);
    if (dropNext) {
      dropNext = false;
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  return {
    requests: () => answers.length,
    charges: () => new Set(answers.filter((answer) => answer.status === 'succeeded').map((answer) => answer.id)).size,
    dropNextAnswer() {
      dropNext = true;
    },
  };
}

/** The next request to `glob` reaches the server, but its answer is lost on the way back (once); resolves when it was. */
export function loseNextAnswer(context: BrowserContext, glob: string): Promise<void> {
  return new Promise((resolve, reject) => {
    context
      .route(
        glob,
        async (route) => {
          await route.fetch();
          await route.abort('connectionreset');
          resolve();
        },
        { times: 1 },
      )
      .catch(reject);
  });
}
