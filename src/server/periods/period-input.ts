// The period routes' input, checked: a 400 naming the field for anything a client may send wrongly.
import { isRecordId } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';
import { RETURNS, type GstReturn } from './period-table.ts';

export type Body = Record<string, unknown>;

export function bodyOf(raw: unknown): Body {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The request body must be an object', [{ path: '', message: 'must be an object' }]);
  return raw as Body;
}

export function firmIdOf(body: Body): number {
  const raw = body.FirmId;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!isRecordId(text)) throw badRequest('FirmId must be a firm id', [{ path: '/FirmId', message: 'must be a firm id' }]);
  return Number(text);
}

function isDate(raw: unknown): raw is string {
  return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && raw >= '1900-01-01' && raw <= '9999-12-31' && new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) === raw;
}

export function dateOf(body: Body, field: string, nullable: boolean): string | null {
  const raw = body[field];
  if ((raw === null || raw === undefined || raw === '') && nullable) return null;
  if (!isDate(raw)) throw badRequest(`${field} must be a date (yyyy-mm-dd)${nullable ? ' or null' : ''}`, [{ path: `/${field}`, message: `must be a date (yyyy-mm-dd)${nullable ? ' or null' : ''}` }]);
  return raw;
}

export function monthOf(body: Body, field: string): string {
  const raw = body[field];
  if (typeof raw !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(raw) || raw < '1900-01') throw badRequest(`${field} must be a month (yyyy-mm)`, [{ path: `/${field}`, message: 'must be a month (yyyy-mm)' }]);
  return raw;
}

export function returnOf(body: Body): GstReturn {
  const raw = body.Return;
  if (typeof raw !== 'string' || !(RETURNS as readonly string[]).includes(raw)) throw badRequest(`Return must be one of ${RETURNS.join(', ')}`, [{ path: '/Return', message: `must be one of ${RETURNS.join(', ')}` }]);
  return raw as GstReturn;
}

export function textOf(body: Body, field: string, required: boolean): string | null {
  const raw = body[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) throw badRequest(`${field} is required`, [{ path: `/${field}`, message: 'is required' }]);
    return null;
  }
  if (typeof raw !== 'string' || raw.length > 500) throw badRequest(`${field} must be text of at most 500 characters`, [{ path: `/${field}`, message: 'must be text of at most 500 characters' }]);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(raw)) throw badRequest(`${field} holds a control character`, [{ path: `/${field}`, message: 'holds a control character' }]);
  return raw.trim();
}

export function booleanOf(body: Body, field: string): boolean {
  const raw = body[field];
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== 'boolean') throw badRequest(`${field} must be true or false`, [{ path: `/${field}`, message: 'must be true or false' }]);
  return raw;
}
