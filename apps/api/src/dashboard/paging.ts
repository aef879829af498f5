/** Offset and page count for the API's page/sh_limit paging (pages start at 1). */
export function paging(page: number, pageSize: number) {
  return {
    offset: (page - 1) * pageSize,
    pageCount: (total: number) => Math.ceil(total / pageSize),
  };
}
