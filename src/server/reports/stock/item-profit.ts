// Item-wise profit for a period: per item, the sales' taxable value net of credit notes, the cost of the
// goods sold (from the stock valuation: what the outwards to customers cost, less what came back, at
// cost by the firm's formula), and the gross profit and margin. Summed over the items it is the P&L's
// gross profit on goods, before direct expenses and other direct incomes.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { mulDiv, rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { itemsWithReturns } from '../documents/item-wise.ts';
import { valueStock } from './stock-value.ts';

export const itemProfit: ReportQuery = async (ctx, filters, options) => {
  const sold = await itemsWithReturns(ctx, String(options.document), options.returns as string | undefined, filters);
  const values = await valueStock(ctx, { fromDate: filters.FromDate, toDate: String(filters.ToDate), firmId: filters.FirmId ? Number(filters.FirmId) : undefined, itemIds: sold.map((row) => row.item.ItemId) });
  return {
    rows: sold.map(({ item, made, returned }) => {
      const sales = made.taxable - returned.taxable;
      const cost = values.get(item.ItemId)?.soldCost ?? 0;
      const profit = sales - cost;
      return {
        ItemId: item.ItemId,
        ItemName: item.ItemName,
        CategoryName: item.CategoryName ?? '',
        NetQty: thousandths(made.qty - returned.qty),
        NetSales: rupees(sales),
        CostOfSales: rupees(cost),
        GrossProfit: rupees(profit),
        // Gross profit as a percentage of sales, to two decimals (hundredths of a percent).
        MarginPer: sales === 0 ? null : rupees(mulDiv(profit, 10000, sales)),
      };
    }),
  };
};
