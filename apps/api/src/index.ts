export { buildServer, type BuildServerOptions } from './server';
export { openDatabase, type Database } from './db/openDatabase';
