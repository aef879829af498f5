export { ApiProvider, createApi, useApi, type Api } from './ApiProvider';
