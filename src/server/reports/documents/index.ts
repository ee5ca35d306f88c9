// Report queries over documents and stock, and the GST returns made from them.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { gstQueries } from '../gst/index.ts';
import { stockQueries } from '../stock/index.ts';
import { documentRegister } from './document-register.ts';
import { itemWise } from './item-wise.ts';

export const documentQueries: Array<[string, ReportQuery]> = [
  ['documentRegister', documentRegister],
  ['itemWise', itemWise],
  ...stockQueries,
  ...gstQueries,
];
