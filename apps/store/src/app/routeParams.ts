/** An id in a route ('/timedlotView/12/345/0'): digits only, at least `minimum`; null for anything else. */
export function idParam(value: string | undefined, minimum = 1): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= minimum ? id : null;
}

export interface LotViewParams {
  lotof: number;
  id: number;
  userId: number;
}

/** /timedlotView/{lotof}/{id}/{userId or 0}; an id that names nothing is 0, which the loader answers as not found. */
export function lotViewParams(raw: Record<string, string>): LotViewParams {
  const lotof = idParam(raw['lotof']);
  const id = idParam(raw['id']);
  const userId = idParam(raw['userId'], 0);
  return lotof === null || id === null || userId === null ? { lotof: 0, id: 0, userId: 0 } : { lotof, id, userId };
}
