/**
 * A payout table written as a table option's text ("1,2,4,8,16,24"): apart from its reading
 * (./payout-table.ts), since a scorer's header writes its defaults and only the scoring reads one.
 */
export const writePayoutTable = (table: readonly number[]): string => table.join(',');
