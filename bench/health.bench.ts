import { buildServer, openDatabase } from '@storefront/api';
import Fastify from 'fastify';
import { medianMicros, type Benchmark } from './benchmark';

export const benchmark: Benchmark = {
  name: 'Health probe through the reference server (in-process, no network)',
  floor: 'floor: a bare Fastify route answering the same JSON without touching the database',
  run: async () => {
    const database = await openDatabase();
    const app = await buildServer({ database, storeDir: null });
    const bare = Fastify();
    bare.get('/health', async () => ({ status: 'ok', database: 'pglite' }));

    const request = { method: 'GET', url: '/health' } as const;
    for (let warm = 0; warm < 200; warm += 1) await Promise.all([app.inject(request), bare.inject(request)]);

    const figures = [
      {
        label: 'median request time',
        value: await medianMicros(2000, () => app.inject(request)),
        unit: 'µs',
        floor: await medianMicros(2000, () => bare.inject(request)),
      },
    ];
    await Promise.all([app.close(), bare.close()]);
    await database.close();
    return figures;
  },
};
