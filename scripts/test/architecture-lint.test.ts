import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function importViolations(filePath: string, specifier: string) {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import rules of architecture.md', () => {
  it.each([
    ['packages/ui/src/components/LotCard/LotCard.tsx', '@storefront/api-client'],
    ['packages/ui/src/components/LotCard/LotCard.tsx', '@storefront/features/bidding'],
    ['packages/ui/src/components/LotCard/LotCard.tsx', 'jotai'],
    ['packages/ui/src/components/LotCard/LotCard.tsx', '@tanstack/react-query'],
    ['packages/ui/src/components/LotCard/LotCard.stories.tsx', 'socket.io-client'],
    ['packages/ui/src/components/Header/Header.tsx', '@tanstack/react-router'],
    ['packages/ui/src/components/LinkProvider/LinkProvider.tsx', '@tanstack/react-router'],
    ['packages/domain/src/bidding/engine.ts', '@storefront/ui'],
    ['packages/domain/src/bidding/engine.ts', 'react'],
    ['packages/domain/src/bidding/engine.ts', 'node:fs'],
    ['packages/api-client/src/client.ts', '@storefront/ui'],
    ['packages/features/src/bidding/components/BidPanel.tsx', '../../catalog/api/lotQuery'],
    ['packages/features/src/bidding/components/BidPanel.tsx', '@storefront/features/catalog'],
    ['apps/api/src/routes/lots.ts', '@storefront/features/catalog'],
    ['apps/api/src/routes/lots.ts', '@storefront/ui'],
    ['apps/store/src/main.tsx', '@storefront/api'],
  ])('%s may not import %s', async (filePath, specifier) => {
    await expect(importViolations(filePath, specifier)).resolves.toHaveLength(1);
  });

  it.each([
    ['packages/ui/src/components/LotCard/LotCard.tsx', '@storefront/domain'],
    ['packages/ui/src/components/LotCard/LotCard.tsx', 'radix-ui'],
    ['packages/features/src/bidding/components/BidPanel.tsx', '../api/placeBid'],
    ['packages/features/src/bidding/components/BidPanel.tsx', '@storefront/api-client'],
    ['apps/store/src/main.tsx', '@storefront/features/bidding'],
    ['apps/api/src/routes/lots.ts', '@storefront/domain'],
  ])('%s may import %s', async (filePath, specifier) => {
    await expect(importViolations(filePath, specifier)).resolves.toEqual([]);
  });
});
