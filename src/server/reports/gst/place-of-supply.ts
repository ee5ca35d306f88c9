// Places of supply as the GST portal writes them: the state code ('27'), or code and name for people.
import { stateByName } from '../../masters/indian-states.ts';

export const stateCode = (stateName: string) => stateByName(stateName)?.code ?? '97'; // 97: Other Territory

export const placeOfSupply = (stateName: string) => `${stateCode(stateName)}-${stateName}`;
