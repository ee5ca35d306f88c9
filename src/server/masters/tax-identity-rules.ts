// Rules for records that carry a GSTIN, State and PAN (firms and parties): the GSTIN must be genuine,
// its state code must match the State (which it fills in when the State was left empty), and its
// embedded PAN must match the PAN when both are given.
import type { EntityHooks } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';
import { gstinProblem } from './gstin.ts';
import { stateByCode, stateByName } from './indian-states.ts';

export const taxIdentityRules: EntityHooks = {
  beforeSave(_ctx, record, _before, input) {
    if (typeof record.GSTIN === 'string') record.GSTIN = record.GSTIN.toUpperCase();
    if (typeof record.PAN === 'string') record.PAN = record.PAN.toUpperCase();
    const gstin = record.GSTIN as string | undefined;
    if (!gstin) return;
    const problem = gstinProblem(gstin);
    if (problem) throw badRequest(problem, [{ path: '/GSTIN', message: problem }]);
    const state = stateByCode(gstin.slice(0, 2));
    if (!state) throw badRequest(`GSTIN starts with ${gstin.slice(0, 2)}, which is no Indian state code`, [{ path: '/GSTIN', message: 'has an unknown state code' }]);
    const stateGiven = typeof input?.State === 'string' && input.State.trim() !== '';
    if (!stateGiven) {
      record.State = state.name;
    } else if (stateByName(String(record.State))?.code !== state.code) {
      const message = `GSTIN starts with ${state.code} (${state.name}) but the state is ${record.State}`;
      throw badRequest(message, [{ path: '/GSTIN', message }]);
    }
    if (record.PAN && record.PAN !== gstin.slice(2, 12)) {
      const message = `PAN ${record.PAN} does not match the PAN inside the GSTIN (${gstin.slice(2, 12)})`;
      throw badRequest(message, [{ path: '/PAN', message }]);
    }
  },
};
