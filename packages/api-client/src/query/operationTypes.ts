import type { FetchResponse, ParamsOption, RequestBodyOption } from 'openapi-fetch';
import type { OperationId, operationIndex } from '../generated/operations';
import type { paths } from '../generated/storefront';

type Index = typeof operationIndex;
type Operation<Id extends OperationId> = NonNullable<paths[Index[Id]['path']][Index[Id]['method']]>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type DeepPartial<T> = T extends Blob
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/** What a call of the operation sends: its `params` (path, query) and `body`, as openapi-fetch takes them. */
export type OperationInit<Id extends OperationId> = ParamsOption<Operation<Id>> & RequestBodyOption<Operation<Id>>;

/** The body of a call of the operation (`undefined` when it takes none), as the document describes it. */
export type OperationBody<Id extends OperationId> = OperationInit<Id>['body'];

/** The operation's init, optional when the operation needs nothing. */
export type OperationArgs<Id extends OperationId> =
  RequiredKeys<OperationInit<Id>> extends never ? [init?: OperationInit<Id>] : [init: OperationInit<Id>];

/** The data of the operation's accepted answer. */
export type OperationData<Id extends OperationId> = Extract<
  FetchResponse<Operation<Id>, OperationInit<Id>, `${string}/${string}`>,
  { data: unknown }
>['data'];

/** Any part of an operation's init, to match every cached call that shares it (invalidation, realtime updates). */
export type OperationKeyParams<Id extends OperationId> = DeepPartial<OperationInit<Id>>;

/** The cache key of a call: the operation id, then its init when it has one. */
export type OperationKey<Id extends OperationId> = readonly [Id] | readonly [Id, OperationInit<Id>];
