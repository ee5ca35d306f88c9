// The owner's periods API (src/server/periods/routes.ts): each firm's lock date and filed GST returns.
import { api } from '../api/http.ts';

export type Filing = { Return: 'GSTR-1' | 'GSTR-3B'; From: string; To: string; Period: string; FiledOn: string | null };
export type FirmPeriods = { FirmId: number; FirmName: string; LockedThrough: string | null; Filings: Filing[] };
type Answer = { message: string; data: { Firms: FirmPeriods[] } };

export const readPeriods = () => api.get('periods').json<Answer>();
export const moveLock = (FirmId: number, LockedThrough: string | null, Reason: string) => api.put('periods/lock', { json: { FirmId, LockedThrough, ...(Reason ? { Reason } : {}) } }).json<Answer>();
export const markFiled = (body: { FirmId: number; Return: string; Month: string; Quarterly: boolean; FiledOn: string }) => api.post('periods/filings', { json: body }).json<Answer>();
export const unmarkFiled = (body: { FirmId: number; Return: string; Month: string; Reason: string }) => api.post('periods/filings/unmark', { json: body }).json<Answer>();
