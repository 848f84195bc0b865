/** The board's filters and page, and the list query they make. */
import type { OrderStatus } from '@storefront/sdk/core';
import { useState } from 'react';

export interface BoardFilterValues {
  status: OrderStatus | '';
  date: string;
  /** A pincode or its first digits, as typed. */
  area: string;
  refundRequested: boolean;
  /** A hub's id as the select holds it; '' for every hub (an admin's filter). */
  hubId: string;
}

const NO_FILTERS: BoardFilterValues = {
  status: '',
  date: '',
  area: '',
  refundRequested: false,
  hubId: '',
};

export function useBoardQuery() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const { status, date, area, refundRequested, hubId } = filters;
  // A pincode or its first digits; anything else is not sent (the field says so).
  const areaValid = /^\d{0,6}$/.test(area.trim());
  const query = {
    ...(status ? { status } : {}),
    ...(date ? { date } : {}),
    ...(area.trim() && areaValid ? { area: area.trim() } : {}),
    ...(refundRequested ? { refundRequested: 'yes' as const } : {}),
    ...(hubId ? { hubId: Number(hubId) } : {}),
    pageNo,
  };
  /** A filter changed: the list starts again at its first page. */
  const filter = (change: Partial<BoardFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageNo(1);
  };
  const clearDate = () => setFilters((current) => ({ ...current, date: '' }));
  return { filters, areaValid, query, pageNo, setPageNo, filter, clearDate };
}
