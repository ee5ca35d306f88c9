// Report queries over documents and stock.
import type { ReportQuery } from '../../../../engine/server/report-types.ts';
import { documentRegister } from './document-register.ts';

export const documentQueries: Array<[string, ReportQuery]> = [['documentRegister', documentRegister]];
