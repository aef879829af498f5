export { LotTable, type LotTableProps } from './LotTable';
export type { LotTableLot } from './lot';
export { tableColumns, type LotTableColumn, type LotTableVariant } from './columns';
